// The shell server's cache of rendered pages. A page is kept only when the render says it may be
// (src/server/entry.tsx: a public city page of a visitor without a session, rendered completely) under
// the key the server bundle gives the request (path, the query parameters the page reads, language,
// location context, layout). An entry is served while it is younger than its age limit and every
// version it was rendered against still holds: the catalog version of its menu context, the remotes'
// node manifests, the first-screen hints and stylesheets (the browser manifests) and the shell's
// template. Bounded in entries and bytes by lru-cache; the least recently used go first.
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  headers: Record<string, string | string[] | number>;
  html: Buffer;
  gzip: Buffer;
  versions: Record<string, string>;
}

export interface RenderCacheOptions {
  /** How long a rendered page is served at most. */
  ttlMs?: number;
  /** At most this many pages … */
  maxEntries?: number;
  /** … and this many bytes of HTML, raw and gzip counted. */
  maxBytes?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

export type CurrentVersions = (names: string[]) => Promise<Record<string, string | null>>;

export interface RenderCache {
  /**
   * The page kept under `key` when it is young enough and `current` (the versions as they are now,
   * for the names the entry recorded) matches what it was rendered against; otherwise it is dropped.
   */
  get(key: string, current: CurrentVersions): Promise<CachedPage | null>;
  set(key: string, page: CachedPage): void;
  readonly size: number;
  readonly bytes: number;
}

export function createRenderCache({
  ttlMs = 60_000,
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  now,
}: RenderCacheOptions = {}): RenderCache {
  const pages = new LRUCache<string, CachedPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, page.html.length + page.gzip.length),
    ttl: ttlMs,
    // A page is as old as its render: reading it does not make it younger.
    updateAgeOnGet: false,
    ttlResolution: 0,
    ...(now ? { perf: { now } } : {}),
  });

  return {
    async get(key, current) {
      const page = pages.get(key);
      if (!page) return null;
      const names = Object.keys(page.versions);
      const versions = await current(names);
      if (names.some((name) => versions[name] == null || versions[name] !== page.versions[name])) {
        // Dropped, never kept for the old version to come back (unless a newer render replaced it).
        if (pages.peek(key) === page) pages.delete(key);
        return null;
      }
      return page;
    },
    set(key, page) {
      pages.delete(key);
      pages.set(key, page);
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize;
    },
  };
}
