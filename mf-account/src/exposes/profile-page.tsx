import { useTranslation } from 'react-i18next';
import styles from './page.module.css';

export interface ProfilePageProps {
  basePath: string;
}

/** Walking-skeleton stand-in: the remote's real screen replaces it in its own issue. */
export default function ProfilePage(_props: ProfilePageProps) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('profilePage.title')}</h1>
      <p className={styles.lead}>{t('common:placeholder.comingSoon')}</p>
    </section>
  );
}
