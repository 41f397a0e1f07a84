// The signed-in customer's menu in the desktop header (spec §2 "Header and menus"): profile, orders,
// addresses (where the city delivers) and sign-out. A disclosure: a button that shows a list of links,
// closed by Escape, a click outside or choosing an item.
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './profile-menu.module.css';
import { useSignOut } from './use-sign-out';

interface ProfileMenuProps {
  cityAlias: string;
  className?: string;
  iconSize?: number;
}

export function ProfileMenu({ cityAlias, className, iconSize = 20 }: ProfileMenuProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const delivers = useLocationStore((state) => state.city?.order_types.delivery ?? true);
  const { pending, signOut } = useSignOut();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  const tab = (name: string) => `/${cityAlias}/profile?tab=${name}`;
  const close = () => setOpen(false);

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
