import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page';

export function AboutPage() {
  const { t } = useTranslation('shell');
  return (
    <ContentPage title={t('pages.about.title')}>
      <p>{t('pages.about.lead')}</p>
    </ContentPage>
  );
}
