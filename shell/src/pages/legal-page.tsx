import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentPage } from './content-page';

export type LegalKind = 'legalInfo' | 'privacyPolicy' | 'userAgreement';

export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation('shell');
  return (
    <main style={{ padding: 16, maxWidth: 1280, margin: '0 auto' }}>
      <Link to="/">{t('header.home')}</Link>
      <ContentPage title={t(`pages.${kind}.title`)}>
        <p>{t(`pages.${kind}.lead`)}</p>
      </ContentPage>
    </main>
  );
}
