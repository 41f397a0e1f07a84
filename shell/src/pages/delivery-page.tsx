import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page';

export function DeliveryPage() {
  const { t } = useTranslation('shell');
  return (
    <ContentPage title={t('pages.delivery.title')}>
      <p>{t('pages.delivery.lead')}</p>
    </ContentPage>
  );
}
