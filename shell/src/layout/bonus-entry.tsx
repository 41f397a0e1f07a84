// The bonus label of spec §1/§6 in the header (desktop) and the burger menu (phone), where the program
// exists for this visitor — the cart says so (brand, loyalty city, enable_bonus_program cookie): a
// guest sees the label and is sent to /bonus, a signed-in customer sees the balance (mf-account's
// BonusBalance). Rendered once the page has hydrated: a visitor without the program loads nothing of
// mf-account, and the server's HTML does not depend on the cookie.
import { useCart } from '@storefront/shared/query';
import { useEffect, useState } from 'react';
import { RemoteSlot } from '../app/remote-slot';

export function BonusEntry({ basePath }: { basePath: string }) {
  const enabled = useCart().data?.bonus?.enabled ?? false;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || !enabled) return null;
  return <RemoteSlot remote="mf-account" module="BonusBalance" props={{ basePath }} fallback={null} />;
}
