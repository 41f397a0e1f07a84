// Standalone dev harness of mf-account (the shell loads src/exposes/* instead). Each page runs inside
// DevCity, which stands in for the shell's city layout, session bootstrap and modal host. The API's
// CSRF guard takes state-changing calls from listed origins only: run it with
// ALLOWED_ORIGINS=http://127.0.0.1:3004 so the harness can sign in.
import { mountDevHarness } from '@storefront/shared/dev';
import { useParams } from 'react-router-dom';
import { DevCity } from './dev/dev-city';
import BonusBalance from './exposes/bonus-balance';
import ConfirmDeleteAddressModal from './exposes/confirm-delete-address-modal';
import ProfilePage from './exposes/profile-page';
import UserLoginModal from './exposes/user-login-modal';

function Page({ bonus = false }: { bonus?: boolean }) {
  const { cityAlias = 'moscow' } = useParams();
  return <DevCity>{bonus ? <BonusBalance /> : <ProfilePage basePath={`/${cityAlias}`} />}</DevCity>;
}

void mountDevHarness({
  remote: 'mf-account',
  pages: [
    { label: 'Profile', to: '/moscow/profile', route: { path: '/:cityAlias/profile', element: <Page /> } },
    { label: 'Bonus balance', to: '/moscow', route: { path: '/:cityAlias', element: <Page bonus /> } },
  ],
  modals: { UserLoginModal, ConfirmDeleteAddressModal },
});
