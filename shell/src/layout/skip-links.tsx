// The first stops of the keyboard: straight to the page's content past the header's links, and on the
// home page straight to the menu's groups past the banners and the popular rows (the first "add" is
// then one Tab away, not sixty).
import { MENU_ANCHOR_ID } from '@storefront/shared/domain';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import styles from './skip-links.module.css';

export function SkipLinks() {
  const { t } = useTranslation('shell');
  // The city's home page is the one with the menu (mf-menu renders the target).
  const home = useMatch('/:cityAlias') !== null;
  return (
    <>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      {home && (
        <a className={styles.skip} href={`#${MENU_ANCHOR_ID}`}>
          {t('skipToMenu')}
        </a>
      )}
    </>
  );
}
