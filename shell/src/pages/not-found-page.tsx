import { buttonClass } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentPage } from './content-page';

/** 404: an unknown path or city. `embedded` when the city layout is already around it. */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation('shell');
  const page = (
    <ContentPage title={t('pages.notFound.title')}>
      <p>{t('pages.notFound.lead')}</p>
      {/* An action, not a reference in running text: it looks like the storefront's buttons. */}
      <Link className={buttonClass()} to="/">
        {t('pages.notFound.home')}
      </Link>
    </ContentPage>
  );
  return embedded ? page : <main style={{ padding: 16, maxWidth: 1280, margin: '0 auto' }}>{page}</main>;
}
