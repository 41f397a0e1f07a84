// Saved delivery addresses of a customer (spec §2 addresses tab, §6). A found, deliverable address
// chosen by a signed-in customer is saved; the same place and room again only refreshes it
// (last_used_at and the details). Every query names the customer, so another customer's id is
// simply not found. The list is most recently used first and kept to MAX_SAVED_ADDRESSES.
import type { DeliveryAddress } from '@storefront/shared/contract';
import type { Db } from '../../db/client';
import { type BrandSnapshot, zoneAt } from '../catalog/snapshot';
import { deliveryAddressView } from '../location/address';
import { type SavedAddressRow, savedAddressRows } from './repo';

/** The entity of spec §3 for a saved row, priced by today's zones; null when its city is gone. */
export function savedAddressView(snapshot: BrandSnapshot, row: SavedAddressRow): DeliveryAddress | null {
  const city = snapshot.cities.get(row.cityId);
  if (!city) return null;
  const zone = zoneAt(city, row.address.latitude, row.address.longitude);
  return { ...deliveryAddressView(snapshot, city, row.address, zone), id: row.id };
}

export async function savedAddresses(db: Db, snapshot: BrandSnapshot, customerId: number) {
  const rows = await savedAddressRows(db, customerId);
  return rows.flatMap((row) => {
    const view = savedAddressView(snapshot, row);
    return view ? [view] : [];
  });
}
