// Set-up file of every browser-like vitest project (vitest.config.ts). Where a project runs its files
// without isolation (one worker runs many files, so React, happy-dom and the deployable's modules load
// once per worker instead of once per file), this puts back, around each file, what a fresh worker
// gave it: an empty page, empty storage and cookies, the first address, real timers, no stubs, and
// the page's i18next instance in the default language.
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { setI18n } from 'react-i18next';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { DEFAULT_LOCALE } from '../i18n/languages';

function emptyPage() {
  // A file of the node environment (`@vitest-environment node`) has no page.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie by name is all this needs, synchronously
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', '/');
}

// A file's first request loads the contract's schemas (a chunk of zod): over Testing Library's
// one-second wait on a loaded two-core machine, under it anywhere else.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(emptyPage);
// Testing Library unmounts after each test by itself only with vitest's globals, which are off.
afterEach(cleanup);
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  emptyPage();
  // The page's i18next instance back in charge and in the default language, so a file that switched
  // it (or started its own) does not choose the next file's language, or which strings it loads;
  // react-i18next's hooks follow the instance initialised last, which may be a test's own.
  if (!i18next.isInitialized) return;
  setI18n(i18next);
  if (i18next.language !== DEFAULT_LOCALE) await i18next.changeLanguage(DEFAULT_LOCALE);
});
