import type { DeliveryAddress } from '@storefront/shared/contract';

/** Spec §2 addresses tab: a saved address reads 'city, address, apartment room'. */
export function addressLine(
  address: Pick<DeliveryAddress, 'city' | 'address' | 'room'>,
  roomLabel: (room: string) => string,
): string {
  const room = address.room?.trim();
  return [address.city.name, address.address, room ? roomLabel(room) : null].filter(Boolean).join(', ');
}
