// Process-wide client settings. The shell calls `configureApi` once at start from its runtime config;
// a remote's standalone dev harness does the same. Remotes never configure it in the shell page.
import type { ContractCheck } from './contract-check';

export interface ApiConfig {
  /** Where `/api` lives, e.g. `/api` or `https://api.example.test/api`. No trailing slash needed. */
  baseUrl: string;
  /** Brand alias sent as `x-brand` on every call. */
  brand: string;
  /**
   * The interface's language, sent as `accept-language` on every call so the API answers content in
   * the language the page shows (the browser's own header would win over the interface's default).
   */
  language?: () => string;
  /** Injected in tests; defaults to the global fetch at call time (so test spies on it still work). */
  fetch?: typeof fetch;
  /**
   * How an answer named by its contract schema is checked (contract-check.ts): `strict` (the
   * default) parses it with the schema; `shape` (the production page) checks by hand that it is a
   * JSON object or array and loads no schema.
   */
  contractCheck?: ContractCheck;
}

let current: ApiConfig | null = null;

export function configureApi(config: ApiConfig): void {
  current = { ...config, baseUrl: config.baseUrl.replace(/\/+$/, '') };
}

export function apiConfig(): ApiConfig {
  if (!current) throw new Error('configureApi({ baseUrl, brand }) must run before the first API call.');
  return current;
}

/** Forgets the configuration (tests). */
export function resetApiConfig(): void {
  current = null;
}
