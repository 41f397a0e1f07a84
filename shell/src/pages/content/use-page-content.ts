// The content pages' long texts in the current interface language. Switching the language in the
// header re-renders through react-i18next, and the hook then loads (or takes from memory) that
// language's module; meanwhile it reports `loading`, so the page shows a skeleton instead of text in
// the wrong language.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoadedContent, loadPageContent, peekPageContent } from './load';

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
    setResult({ language, value: null, failed: false });
    setAttempt((value) => value + 1);
  }, [language]);

  // Until the effect answers for a new language, the cache may already have it.
  const value = result.language === language ? result.value : peekPageContent(language);
  if (value) return { status: 'ready', ...value };
  if (result.language === language && result.failed) return { status: 'error', retry };
  return { status: 'loading' };
}
