// The signed-in customer's menu in the desktop header (spec §2 "Header and menus"): profile, orders,
// addresses (where the city delivers) and sign-out. A disclosure: a button that shows a list of links,
// closed by Escape, a click outside or choosing an item (layout/use-disclosure.ts).
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '../layout/use-disclosure';
import { ProfileLinks } from './profile-links';
import styles from './profile-menu.module.css';

interface ProfileMenuProps {
  cityAlias: string;
  className?: string;
  iconSize?: number;
}

export function ProfileMenu({ cityAlias, className, iconSize = 20 }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  const { open, setOpen, root, toggle, close } = useDisclosure();
  const listId = useId();

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
      <ProfileLinks
        cityAlias={cityAlias}
        profileLabel="profile"
        id={listId}
        listClassName={styles.list}
        itemClassName={styles.item}
        hidden={!open}
        onFollow={close}
        onSignedOut={close}
      />
    </div>
  );
}
