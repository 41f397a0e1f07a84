// The signed-in customer's account links, one list for both ways the header offers them: the desktop
// drop-down (profile-menu.tsx) and the lavash brand's side menu (profile-side-menu.tsx). Profile,
// orders, addresses (only where the city delivers: there is nothing to deliver to otherwise) and
// sign-out.
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignOut } from './use-sign-out';

interface ProfileLinksProps {
  cityAlias: string;
  /** The first link's words: the drop-down says "Профиль", the side menu "Личные данные". */
  profileLabel: 'profile' | 'personalData';
  id?: string;
  listClassName?: string;
  itemClassName?: string;
  hidden?: boolean;
  /** A link was chosen. */
  onFollow?: () => void;
  /** The sign-out went through. */
  onSignedOut: () => void;
}

export function ProfileLinks({
  cityAlias,
  profileLabel,
  id,
  listClassName,
  itemClassName,
  hidden,
  onFollow,
  onSignedOut,
}: ProfileLinksProps) {
  const { t } = useTranslation('shell');
  const delivers = useLocationStore((state) => state.city?.order_types.delivery ?? true);
  const { pending, signOut } = useSignOut();
  const link = (tab: string, label: string) => (
    <li>
      <Link to={`/${cityAlias}/profile?tab=${tab}`} className={itemClassName} onClick={onFollow}>
        {label}
      </Link>
    </li>
  );

  return (
    <ul id={id} className={listClassName} hidden={hidden}>
      {link('profile', t(`profileMenu.${profileLabel}`))}
      {link('orders', t('profileMenu.orders'))}
      {delivers && link('addresses', t('profileMenu.addresses'))}
      <li>
        <button
          type="button"
          className={itemClassName}
          aria-busy={pending || undefined}
          disabled={pending}
          data-testid={testIds.account.logout}
          onClick={() => void signOut().then(onSignedOut)}
        >
          {t('profileMenu.signOut')}
        </button>
      </li>
    </ul>
  );
}
