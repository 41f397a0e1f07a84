import '../i18n';
import { AddressesTab } from '../addresses/addresses-tab';
import { OrdersTab } from '../orders/orders-tab';
import { ProfileFrame } from '../page/profile-frame';
import { ProfileForm } from '../profile/profile-form';
import { useProfile } from '../session/use-profile';

export interface ProfilePageProps {
  /** `/{cityAlias}` */
  basePath: string;
}

function ProfileTab({ basePath }: ProfilePageProps) {
  const { data: user } = useProfile();
  return user ? <ProfileForm key={user.id} user={user} basePath={basePath} /> : null;
}

/** The profile page (spec §2, route /{city}/profile?tab=profile|orders|addresses). */
export default function ProfilePage({ basePath }: ProfilePageProps) {
  return (
    <ProfileFrame basePath={basePath}>
      {(tab) =>
        tab === 'orders' ? (
          <OrdersTab basePath={basePath} />
        ) : tab === 'addresses' ? (
          <AddressesTab />
        ) : (
          <ProfileTab basePath={basePath} />
        )
      }
    </ProfileFrame>
  );
}
