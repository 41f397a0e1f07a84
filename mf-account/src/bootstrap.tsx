// Standalone dev harness of mf-account (the shell loads src/exposes/* instead).
import { mountDevHarness } from '@storefront/shared/dev';
import BonusBalance from './exposes/bonus-balance';
import ConfirmDeleteAddressModal from './exposes/confirm-delete-address-modal';
import ProfilePage from './exposes/profile-page';
import UserLoginModal from './exposes/user-login-modal';

void mountDevHarness({
  remote: 'mf-account',
  pages: [
    {
      label: 'Profile',
      to: '/moscow/profile',
      route: { path: '/:cityAlias/profile', element: <ProfilePage basePath="/moscow" /> },
    },
    { label: 'Bonus balance', to: '/moscow', route: { path: '/:cityAlias', element: <BonusBalance /> } },
  ],
  modals: { UserLoginModal, ConfirmDeleteAddressModal },
});
