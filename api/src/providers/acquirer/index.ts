// The acquirer seam: a service on its own origin (ACQUIRER_URL), reached over signed HTTP, unless the
// app is given another implementation. This process serves no card form and opens no cryptogram.
export { HttpAcquirer, type HttpAcquirerOptions } from './http';
export type { AcquirerProvider } from './types';
