import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface PromotionsPageProps {
  basePath: string;
}

/** Walking-skeleton stand-in: the remote's real screen replaces it in its own issue. */
export default function PromotionsPage(_props: PromotionsPageProps) {
  const { t } = useTranslation(['menu', 'common']);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('promotions.title')}</h1>
      <p className={styles.lead}>{t('common:placeholder.comingSoon')}</p>
    </section>
  );
}
