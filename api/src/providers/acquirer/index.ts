import type { AcquirerProvider } from './types';

/** Placeholder until the sandbox acquirer lands (payments module). */
export function createAcquirer(): AcquirerProvider {
  return { name: 'sandbox' };
}

export type { AcquirerProvider } from './types';
