// Loads the long texts of the content pages one language at a time, so they never weigh on the first
// page load: each locale module is its own chunk, fetched when a content page first needs it. The
// requested language falls back to en (spec §1: the fallback) and then to ru (the default).
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isSupportedLocale,
  type SupportedLocale,
} from '@storefront/shared/i18n';
import type { PageContent } from './ru';

const LOADERS: Record<SupportedLocale, () => Promise<PageContent>> = {
  ru: () => import('./ru').then((module) => module.ru),
  en: () => import('./en').then((module) => module.en),
  tr: () => import('./tr').then((module) => module.tr),
  uz: () => import('./uz').then((module) => module.uz),
  de: () => import('./de').then((module) => module.de),
  uk: () => import('./uk').then((module) => module.uk),
};

export interface LoadedContent {
  /** The language the text is actually in (differs from the wanted one after a fallback). */
  lng: SupportedLocale;
  content: PageContent;
}

const loaded = new Map<string, LoadedContent>();
const pending = new Map<string, Promise<LoadedContent>>();

/** The languages to try for an i18next language code, best first: `de-AT` → de, en, ru. */
export function contentLanguages(language: string): SupportedLocale[] {
  const base = language.split('-')[0]?.toLowerCase();
  const chain: SupportedLocale[] = isSupportedLocale(base) ? [base] : [];
  for (const fallback of [FALLBACK_LOCALE, DEFAULT_LOCALE]) {
    if (!chain.includes(fallback)) chain.push(fallback);
  }
  return chain;
}

/** The content for a language if it has been loaded already (a switch back shows it at once). */
export function peekPageContent(language: string): LoadedContent | null {
  return loaded.get(language) ?? null;
}

/** Loads the content for a language, falling back along `contentLanguages`; one request at a time. */
export function loadPageContent(language: string): Promise<LoadedContent> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let request = pending.get(language);
  if (!request) {
    request = loadFirst(contentLanguages(language)).then(
      (result) => {
        loaded.set(language, result);
        pending.delete(language);
        return result;
      },
      (error: unknown) => {
        // Forget the failure, so a retry (or the next visit of the page) asks the network again.
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, request);
  }
  return request;
}

/**
 * A content page's component once its text in the page's language (`<html lang>`) is loaded too: the
 * router's loader of a content page, so a server-rendered one hydrates its text in place. On the
 * server (no document) at once.
 */
export function withPageText<T>(component: T): Promise<T> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (!language) return Promise.resolve(component);
  return loadPageContent(language).then(
    () => component,
    () => component,
  );
}

/** Languages whose last load failed (and are not loaded): a page shows its retry, not a wait. */
const failedLanguages = new Set<string>();
const settling = new Map<string, Promise<void>>();

/**
 * Resolves once the content for a language has loaded or failed (never rejects): what a page waits
 * for inside Suspense, so the server renders the text into the page and a hydrating browser keeps that
 * HTML until its own copy has arrived (no skeleton in between, no layout shift).
 */
export function pageContentSettled(language: string): Promise<void> {
  let waiting = settling.get(language);
  if (!waiting) {
    waiting = loadPageContent(language).then(
      () => {
        failedLanguages.delete(language);
        settling.delete(language);
      },
      () => {
        failedLanguages.add(language);
        settling.delete(language);
      },
    );
    settling.set(language, waiting);
  }
  return waiting;
}

/** The last load of this language failed and nothing is loaded for it. */
export function pageContentFailed(language: string): boolean {
  return failedLanguages.has(language) && !loaded.has(language);
}

/** A retry forgets the failure. */
export function forgetPageContentFailure(language: string): void {
  failedLanguages.delete(language);
}

async function loadFirst(languages: SupportedLocale[]): Promise<LoadedContent> {
  let failure: unknown = new Error('No content language to load');
  for (const lng of languages) {
    try {
      return { lng, content: await LOADERS[lng]() };
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/** Tests only: forget what was loaded. */
export function resetPageContentCache(): void {
  loaded.clear();
  pending.clear();
  failedLanguages.clear();
  settling.clear();
}
