// Waits for the page's texts (the locale module) and the site settings they are filled from. Shows a
// skeleton in the shape of sections meanwhile, and a retry when either fails to load.
import type { Settings } from '@storefront/shared/contract';
import type { SupportedLocale } from '@storefront/shared/i18n';
import { useSettings } from '@storefront/shared/query';
import { Button, Skeleton, visuallyHiddenClass } from '@storefront/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './content-gate.module.css';
import type { PageContent } from './ru';
import { usePageContent } from './use-page-content';

export interface LoadedPage {
  content: PageContent;
  settings: Settings;
  /** The language the text is in; `lng` marks the region when a fallback is shown. */
  lng: SupportedLocale;
}

interface ContentGateProps {
  children(page: LoadedPage): ReactNode;
}

export function ContentGate({ children }: ContentGateProps) {
  const { t } = useTranslation('common');
  const state = usePageContent();
  const settings = useSettings();

  if (state.status === 'error' || settings.isError) {
    const retry = () => {
      if (state.status === 'error') state.retry();
      if (settings.isError) void settings.refetch();
    };
    return (
      <div className={styles.error} role="alert">
        <p>{t('errors.generic')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  if (state.status === 'loading' || !settings.data) return <ContentSkeleton label={t('loading')} />;
  return (
    <div lang={state.lng}>
      {children({ content: state.content, settings: settings.data, lng: state.lng })}
    </div>
  );
}

/** Three sections: a heading bar and a paragraph each. */
export function ContentSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      {/* Announced to screen readers, not shown: the skeleton itself says "loading" to the eye. */}
      <span className={visuallyHiddenClass} role="status">
        {label}
      </span>
      {['first', 'second', 'third'].map((section) => (
        <div key={section} className={styles.section}>
          <Skeleton variant="text" width="40%" height={24} />
          <Skeleton variant="text" lines={3} />
        </div>
      ))}
    </div>
  );
}
