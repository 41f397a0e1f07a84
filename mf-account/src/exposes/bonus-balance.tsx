import { useTranslation } from 'react-i18next';

/** Bonus balance label; guests see the label without a balance (spec §6). The balance comes with the accounts API. */
export default function BonusBalance() {
  const { t } = useTranslation('account');
  return <span>{t('bonus.label')}</span>;
}
