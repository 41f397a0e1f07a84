// The profile entry of the header and bottom nav (spec §2, §6). With customer auth enabled: a guest
// gets the login modal, a signed-in customer the profile (in the desktop header, a menu of profile,
// orders, addresses and sign-out). With auth disabled: an Order entry that opens the guest order modal
// (status lookup by phone and number). For the lavash brand a signed-in customer's entry opens a side menu.

import { testIds } from '@storefront/shared/qa';
import { useModalStore, useSessionStore } from '@storefront/shared/stores';
import { useIsMobile } from '@storefront/shared/ui';
import { PackageSearch, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TrackedSuspense } from '../app/ready-marker';
import { profileOpensSideMenu } from '../domain/brand-rules';
import { lazyPage } from '../routes/lazy-page';

interface ProfileEntryProps {
  /** The deployment's brand: one brand opens a side menu from the profile entry. */
  brand: string;
  cityAlias: string;
  authEnabled: boolean;
  className?: string;
  iconSize?: number;
}

/** The signed-in customer's way to the profile: a link (on a phone, and while the menu's code loads). */
function ProfileLink({
  cityAlias,
  className,
  iconSize = 20,
}: Omit<ProfileEntryProps, 'authEnabled' | 'brand'>) {
  const { t } = useTranslation('shell');
  return (
    <Link to={`/${cityAlias}/profile?tab=profile`} className={className}>
      <UserRound aria-hidden="true" size={iconSize} />
      <span>{t('header.profile')}</span>
    </Link>
  );
}

/**
 * The desktop's profile menu: its own chunk (a guest never needs it). The server renders it for a
 * signed-in customer's desktop page; the browser loads it before hydrating such a page
 * (`preloadProfileMenu`), so the header hydrates in place instead of waiting in its Suspense.
 */
const ProfileMenu = lazyPage(
  () => import('../account/profile-menu').then((module) => module.ProfileMenu),
  ProfileLink,
);

export const preloadProfileMenu = (): Promise<unknown> => ProfileMenu.preload();

/** The lavash brand's side menu: its own chunk too (one brand's signed-in customers need it). */
const ProfileSideMenu = lazyPage(
  () => import('../account/profile-side-menu').then((module) => module.ProfileSideMenu),
  ProfileLink,
);

export const preloadProfileSideMenu = (): Promise<unknown> => ProfileSideMenu.preload();

export function ProfileEntry({ brand, cityAlias, authEnabled, className, iconSize = 20 }: ProfileEntryProps) {
  const { t } = useTranslation('shell');
  const open = useModalStore((state) => state.open);
  const user = useSessionStore((state) => state.user);
  const isMobile = useIsMobile();

  if (!authEnabled) {
    return (
      <button type="button" className={className} onClick={() => open('UserOrderModal')}>
        <PackageSearch aria-hidden="true" size={iconSize} />
        <span>{t('bottomNav.order')}</span>
      </button>
    );
  }
  if (user && profileOpensSideMenu(brand, { customers: { is_auth_enabled: authEnabled } })) {
    return (
      <TrackedSuspense
        fallback={<ProfileLink cityAlias={cityAlias} className={className} iconSize={iconSize} />}
      >
        <ProfileSideMenu cityAlias={cityAlias} className={className} iconSize={iconSize} />
      </TrackedSuspense>
    );
  }
  if (user && !isMobile) {
    return (
      <TrackedSuspense
        fallback={<ProfileLink cityAlias={cityAlias} className={className} iconSize={iconSize} />}
      >
        <ProfileMenu cityAlias={cityAlias} className={className} iconSize={iconSize} />
      </TrackedSuspense>
    );
  }
  if (user) return <ProfileLink cityAlias={cityAlias} className={className} iconSize={iconSize} />;
  return (
    <button
      type="button"
      className={className}
      data-testid={testIds.shell.loginOpen}
      onClick={() => open('UserLoginModal')}
    >
      <UserRound aria-hidden="true" size={iconSize} />
      <span>{t('header.signIn')}</span>
    </button>
  );
}
