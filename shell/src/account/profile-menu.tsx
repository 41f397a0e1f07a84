// The signed-in customer's menu in the desktop header (spec §2 "Header and menus"): profile, orders,
// addresses (where the city delivers) and sign-out. A disclosure: a button that shows a list of links,
// closed by Escape, a click outside or choosing an item (layout/use-disclosure.ts).
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDisclosure } from '../layout/use-disclosure';
import styles from './profile-menu.module.css';
import { useSignOut } from './use-sign-out';

interface ProfileMenuProps {
  cityAlias: string;
  className?: string;
  iconSize?: number;
}

export function ProfileMenu({ cityAlias, className, iconSize = 20 }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  const { open, setOpen, root, toggle, close } = useDisclosure();
  const delivers = useLocationStore((state) => state.city?.order_types.delivery ?? true);
  const { pending, signOut } = useSignOut();
  const listId = useId();

  const tab = (name: string) => `/${cityAlias}/profile?tab=${name}`;

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={toggle}
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserRound aria-hidden="true" size={iconSize} />
        <span>{t('header.profile')}</span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        <li>
          <Link to={tab('profile')} className={styles.item} onClick={close}>
            {t('profileMenu.profile')}
          </Link>
        </li>
        <li>
          <Link to={tab('orders')} className={styles.item} onClick={close}>
            {t('profileMenu.orders')}
          </Link>
        </li>
        {delivers && (
          <li>
            <Link to={tab('addresses')} className={styles.item} onClick={close}>
              {t('profileMenu.addresses')}
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            aria-busy={pending || undefined}
            disabled={pending}
            data-testid={testIds.account.logout}
            onClick={() => void signOut().then(close)}
          >
            {t('profileMenu.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
