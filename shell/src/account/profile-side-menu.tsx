// The lavash brand's profile entry (spec §2): instead of a link or a drop-down, a side menu with the
// bonus block (where the programme is on), personal data, orders, addresses (where the city delivers)
// and sign-out. A dialog panel: focus moves into it, Escape, the backdrop or choosing an item closes it
// and focus goes back to the button that opened it.
import { UserRound } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusEntry } from '../layout/bonus-entry';
import { SidePanel, sidePanelStyles as styles } from '../layout/side-panel';
import { ProfileLinks } from './profile-links';

interface ProfileSideMenuProps {
  cityAlias: string;
  className?: string;
  iconSize?: number;
}

export function ProfileSideMenu({ cityAlias, className, iconSize = 20 }: ProfileSideMenuProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);

  const leave = useCallback(() => setOpen(false), []);
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
          <ProfileLinks
            cityAlias={cityAlias}
            profileLabel="personalData"
            listClassName={styles.list}
            itemClassName={styles.item}
            onSignedOut={leave}
          />
        </SidePanel>
      )}
    </>
  );
}
