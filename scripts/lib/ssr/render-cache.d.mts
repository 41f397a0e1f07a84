export declare const RENDER_CACHE_TTL_MS: number;
export declare const RENDER_CACHE_MAX_ENTRIES: number;
export declare const RENDER_CACHE_MAX_BYTES: number;

export interface CachedPage {
  status: number;
  headers: Record<string, string | string[] | number>;
  html: Buffer;
  gzip: Buffer;
  versions: Record<string, string>;
  storedAt: number;
}

export declare function createRenderCache(options?: {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}): {
  get(
    key: string,
    current: (names: string[]) => Promise<Record<string, string | null>>,
  ): Promise<CachedPage | null>;
  set(key: string, page: Omit<CachedPage, 'storedAt'>): void;
  readonly size: number;
  readonly bytes: number;
};
