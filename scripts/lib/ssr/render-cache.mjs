// The shell server's cache of rendered pages. A page is kept only when the render says it
// may be (shell/src/server/entry.tsx: a public city page of a visitor without a session, rendered
// completely) under the key the server bundle gives the request (path and query, language, location
// context, layout). An entry is served while it is younger than its age limit and every version it was
// rendered against still holds: the catalog version of its menu context, the remotes' node manifests,
// the first-screen hints and stylesheets (the browser manifests) and the shell's template. Bounded in
// entries and bytes; the least recently used go first.

/** How long a rendered page is served at most (SSR_CACHE_TTL_MS, 60 s). */
export const RENDER_CACHE_TTL_MS = Number(process.env.SSR_CACHE_TTL_MS ?? 60_000);
/** At most this many pages (SSR_CACHE_MAX_ENTRIES, 500) … */
export const RENDER_CACHE_MAX_ENTRIES = Number(process.env.SSR_CACHE_MAX_ENTRIES ?? 500);
/** … and this many bytes of HTML, raw and gzip counted (SSR_CACHE_MAX_BYTES, 64 MB). */
export const RENDER_CACHE_MAX_BYTES = Number(process.env.SSR_CACHE_MAX_BYTES ?? 64 * 1024 * 1024);

/**
 * @typedef {{ status: number, headers: Record<string, string | string[] | number>, html: Buffer, gzip: Buffer,
 *             versions: Record<string, string>, storedAt: number }} CachedPage
 */

/**
 * @param {{ ttlMs?: number, maxEntries?: number, maxBytes?: number, now?: () => number }} [options]
 */
export function createRenderCache({
  ttlMs = RENDER_CACHE_TTL_MS,
  maxEntries = RENDER_CACHE_MAX_ENTRIES,
  maxBytes = RENDER_CACHE_MAX_BYTES,
  now = Date.now,
} = {}) {
  /** @type {Map<string, CachedPage>} insertion order = least recently used first */
  const entries = new Map();
  let bytes = 0;
  const sizeOf = (page) => page.html.length + page.gzip.length;

  function drop(key) {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= sizeOf(page);
  }

  /**
   * The page kept under `key` when it is young enough and `current` (the versions as they are now,
   * for the names the entry recorded) matches what it was rendered against; otherwise it is dropped.
   * @param {string} key
   * @param {(names: string[]) => Promise<Record<string, string | null>>} current
   * @returns {Promise<CachedPage | null>}
   */
  async function get(key, current) {
    const page = entries.get(key);
    if (!page) return null;
    if (now() - page.storedAt >= ttlMs) {
      drop(key);
      return null;
    }
    const names = Object.keys(page.versions);
    const versions = await current(names);
    if (names.some((name) => versions[name] == null || versions[name] !== page.versions[name])) {
      if (entries.get(key) === page) drop(key);
      return null;
    }
    // Most recently used last.
    entries.delete(key);
    entries.set(key, page);
    return page;
  }

  /**
   * @param {string} key
   * @param {Omit<CachedPage, 'storedAt'>} page
   */
  function set(key, page) {
    drop(key);
    const stored = { ...page, storedAt: now() };
    if (sizeOf(stored) > maxBytes) return;
    entries.set(key, stored);
    bytes += sizeOf(stored);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  return {
    get,
    set,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
