// Saved delivery addresses of a customer (spec §2 addresses tab, §6). A found, deliverable address
// chosen by a signed-in customer is saved; the same place and room again only refreshes it
// (last_used_at and the details). Every query names the customer, so another customer's id is
// simply not found. The list is most recently used first and kept to MAX_SAVED_ADDRESSES.
import type { DeliveryAddress } from '@storefront/shared/contract';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAddresses, customers } from '../../db/schema';
import type { DeliveryAddressData } from '../../db/schema/json-types';
import { type BrandSnapshot, zoneAt } from '../catalog/snapshot';
import { deliveryAddressView } from '../location/address';

export const MAX_SAVED_ADDRESSES = 30;

export type SavedAddressRow = typeof customerAddresses.$inferSelect;

const newestFirst = [desc(customerAddresses.lastUsedAt), desc(customerAddresses.id)];

/** The entity of spec §3 for a saved row, priced by today's zones; null when its city is gone. */
export function savedAddressView(snapshot: BrandSnapshot, row: SavedAddressRow): DeliveryAddress | null {
  const city = snapshot.cities.get(row.cityId);
  if (!city) return null;
  const zone = zoneAt(city, row.address.latitude, row.address.longitude);
  return { ...deliveryAddressView(snapshot, city, row.address, zone), id: row.id };
}

export async function savedAddresses(db: Db, snapshot: BrandSnapshot, customerId: number) {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(...newestFirst);
  return rows.flatMap((row) => {
    const view = savedAddressView(snapshot, row);
    return view ? [view] : [];
  });
}

export async function findSavedAddress(db: Db, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
  return row ?? null;
}

export async function removeSavedAddress(db: Db, customerId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return removed.length > 0;
}

export async function touchSavedAddress(db: Db, customerId: number, id: number, now: Date) {
  await db
    .update(customerAddresses)
    .set({ lastUsedAt: now })
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
}

/** Saves (or refreshes) an address for the customer; returns its id. */
export async function saveAddress(db: Db, customerId: number, data: DeliveryAddressData, now: Date) {
  return db.transaction(async (tx) => {
    // One save per customer at a time, so two parallel saves of one place cannot both insert.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [same] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(
        and(
          eq(customerAddresses.customerId, customerId),
          sql`${customerAddresses.address}->>'place_id' = ${data.place_id}`,
          sql`coalesce(${customerAddresses.address}->>'room', '') = ${data.room ?? ''}`,
        ),
      )
      .limit(1);
    if (same) {
      await tx
        .update(customerAddresses)
        .set({ address: data, cityId: data.city_id, lastUsedAt: now })
        .where(eq(customerAddresses.id, same.id));
      return same.id;
    }
    const [row] = await tx
      .insert(customerAddresses)
      .values({ customerId, cityId: data.city_id, address: data, createdAt: now, lastUsedAt: now })
      .returning({ id: customerAddresses.id });
    const keep = tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(...newestFirst)
      .limit(MAX_SAVED_ADDRESSES);
    await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), notInArray(customerAddresses.id, keep)));
    return row!.id;
  });
}
