import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page';

export function PaymentInfoPage() {
  const { t } = useTranslation('shell');
  return (
    <ContentPage title={t('pages.paymentInfo.title')}>
      <p>{t('pages.paymentInfo.lead')}</p>
    </ContentPage>
  );
}
