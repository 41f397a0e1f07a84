// The acquirer seam: the sandbox (its own ledger, pages and signed notifications) unless the app is
// given another implementation.
import type { FastifyInstance } from 'fastify';
import { sandboxAcquirerPages } from './pages';
import { SandboxAcquirer, type SandboxAcquirerOptions } from './sandbox';
import type { AcquirerProvider } from './types';

/** The sandbox with its HTTP surface (registered by the app outside /api). */
class ServedSandboxAcquirer extends SandboxAcquirer {
  async register(app: FastifyInstance) {
    await sandboxAcquirerPages(app, this);
  }
}

export function createAcquirer(options: SandboxAcquirerOptions): AcquirerProvider {
  return new ServedSandboxAcquirer(options);
}

export { SandboxAcquirer, type SandboxAcquirerOptions } from './sandbox';
export type { AcquirerProvider } from './types';
