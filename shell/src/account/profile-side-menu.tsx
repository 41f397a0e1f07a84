// The lavash brand's profile entry (spec §2): instead of a link or a drop-down, a side menu with the
// bonus block (where the programme is on), personal data, orders, addresses (where the city delivers)
// and sign-out. A dialog panel: focus moves into it, Escape, the backdrop or choosing an item closes it
// and focus goes back to the button that opened it.
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { UserRound } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BonusEntry } from '../layout/bonus-entry';
import { SidePanel, sidePanelStyles as styles } from '../layout/side-panel';
import { useSignOut } from './use-sign-out';

interface ProfileSideMenuProps {
  cityAlias: string;
  className?: string;
  iconSize?: number;
}

export function ProfileSideMenu({ cityAlias, className, iconSize = 20 }: ProfileSideMenuProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const delivers = useLocationStore((state) => state.city?.order_types.delivery ?? true);
  const { pending, signOut } = useSignOut();

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);

  const leave = useCallback(() => setOpen(false), []);

  const tab = (name: string) => `/${cityAlias}/profile?tab=${name}`;
  const title = t('header.profile');

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <UserRound aria-hidden="true" size={iconSize} />
        <span>{title}</span>
      </button>
      {open && (
        <SidePanel
          side="right"
          kind="dialog"
          label={title}
          closeLabel={t('header.closeMenu')}
          onClose={close}
          onFollowLink={leave}
        >
          <BonusEntry basePath={`/${cityAlias}`} />
          <ul className={styles.list}>
            <li>
              <Link to={tab('profile')} className={styles.item}>
                {t('profileMenu.personalData')}
              </Link>
            </li>
            <li>
              <Link to={tab('orders')} className={styles.item}>
                {t('profileMenu.orders')}
              </Link>
            </li>
            {delivers && (
              <li>
                <Link to={tab('addresses')} className={styles.item}>
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
                onClick={() => void signOut().then(() => setOpen(false))}
              >
                {t('profileMenu.signOut')}
              </button>
            </li>
          </ul>
        </SidePanel>
      )}
    </>
  );
}
