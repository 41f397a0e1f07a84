// Browser storage for the kit's small remembered choices. Keys carry the `storefront:` prefix
// (CONVENTIONS: prefix what leaks into the global space); private mode or a full quota is not an error.

const STORAGE_PREFIX = 'storefront:';

export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(`${STORAGE_PREFIX}${key}`) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(`${STORAGE_PREFIX}${key}`, value);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}
