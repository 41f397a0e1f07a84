import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface SideCartProps {
  basePath: string;
}

/** Walking-skeleton stand-in: the remote's real screen replaces it in its own issue. */
export default function SideCart(_props: SideCartProps) {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('common:placeholder.comingSoon')}</p>
    </section>
  );
}
