import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page';

export function BonusPage() {
  const { t } = useTranslation('shell');
  return (
    <ContentPage title={t('pages.bonus.title')}>
      <p>{t('pages.bonus.lead')}</p>
    </ContentPage>
  );
}
