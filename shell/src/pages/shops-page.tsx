import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page';

export function ShopsPage() {
  const { t } = useTranslation('shell');
  return (
    <ContentPage title={t('pages.shops.title')}>
      <p>{t('pages.shops.lead')}</p>
    </ContentPage>
  );
}
