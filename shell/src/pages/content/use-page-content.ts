// The content pages' long texts in the current interface language. Switching the language in the
// header re-renders through react-i18next, and the hook then loads (or takes from memory) that
// language's module; meanwhile it suspends (the content gate's Suspense shows a skeleton instead of
// text in the wrong language).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  forgetPageContentFailure,
  type LoadedContent,
  loadPageContent,
  pageContentFailed,
  pageContentSettled,
  peekPageContent,
} from './load';

export type PageContentState =
  | ({ status: 'ready' } & LoadedContent)
  | { status: 'loading' }
  | { status: 'error'; retry(): void };

interface Result {
  language: string;
  value: LoadedContent | null;
  failed: boolean;
}

export function usePageContent(): PageContentState {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [result, setResult] = useState<Result>(() => ({
    language,
    value: peekPageContent(language),
    failed: false,
  }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // A retry counts as a new request, even for the same language.
    void attempt;
    loadPageContent(language).then(
      (value) => current && setResult({ language, value, failed: false }),
      () => current && setResult({ language, value: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);

  const retry = useCallback(() => {
    forgetPageContentFailure(language);
    setResult({ language, value: null, failed: false });
    setAttempt((value) => value + 1);
  }, [language]);

  // Until the effect answers for a new language, the cache may already have it.
  const value = result.language === language ? result.value : peekPageContent(language);
  if (value) return { status: 'ready', ...value };
  if (result.language === language && result.failed) return { status: 'error', retry };
  if (pageContentFailed(language)) return { status: 'loading' };
  // Not loaded and not failed: wait inside the gate's Suspense. The server's render waits for the text
  // and sends it in the page; a hydrating browser keeps that HTML until its copy is loaded (a skeleton
  // there would shift the page twice: CLS 0.14–0.16 on the about page).
  throw pageContentSettled(language);
}
