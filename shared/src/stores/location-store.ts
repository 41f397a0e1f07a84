// Where and how the visitor orders (spec §4): city, order type, takeaway shop or delivery address.
// Every remote reads it; the shell's location flows write it. A change of the ordering context is
// announced as `location:changed` so menus and carts reload (they never copy this state).
import type { City, DeliveryAddress } from '@storefront/shared/contract';
import { type OrderType, sanitizeOrderType } from '@storefront/shared/domain';
import { bus, type StorefrontEvents } from '@storefront/shared/events';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * The chosen delivery address, as much as the location context needs. The full entity (spec §3
 * "Delivery address") comes with the address calls of the contract.
 */
export interface SelectedAddress {
  /** Saved address id; null for an address resolved but not saved. */
  id: number | null;
  address: string;
  full_address?: string;
  room?: string | null;
  coordinates?: { latitude: number; longitude: number };
}

/** What the location keeps of a saved (or resolved) delivery address. */
export function selectedAddressOf(address: DeliveryAddress): SelectedAddress {
  return {
    id: address.id,
    address: address.address,
    full_address: address.full_address,
    room: address.room,
    coordinates: address.map.coordinates,
  };
}

export interface LocationState {
  cityAlias: string | null;
  city: City | null;
  orderType: OrderType;
  shopId: number | null;
  deliveryAddress: SelectedAddress | null;
  deliveryZoneId: number | null;
  /**
   * False until the shell has restored the visitor's last choice (remembered on this device, or the
   * session's cart context). Calls that carry the context wait for it, so the first call of a page
   * never overwrites a shop or address chosen earlier.
   */
  ready: boolean;
}

export interface LocationActions {
  /** Sets the current city. Moving to another city drops the shop and address of the old one. */
  setCity(city: City | null): void;
  /** Accepts a raw value (cookie, query) and keeps only a-z; unknown types are ignored (returns false). */
  setOrderType(raw: string): boolean;
  /** Choosing a takeaway shop switches to takeaway (spec §4). */
  selectShop(shopId: number): void;
  clearShop(): void;
  /** Setting a found delivery address switches to delivery (spec §4). */
  setDeliveryAddress(address: SelectedAddress, deliveryZoneId: number | null): void;
  /** A failed delivery address update clears the current address (spec §4). */
  clearDeliveryAddress(): void;
  /** The default for delivery without an address (spec §4): a zone (the city's first), no address. */
  setDefaultZone(deliveryZoneId: number): void;
  /** Restores a remembered choice for the current city and marks the location ready. */
  hydrate(
    remembered: Partial<Pick<LocationState, 'orderType' | 'shopId' | 'deliveryAddress' | 'deliveryZoneId'>>,
  ): void;
  reset(): void;
}

export type LocationStoreState = LocationState & LocationActions;

export const initialLocationState: LocationState = {
  cityAlias: null,
  city: null,
  orderType: 'delivery',
  shopId: null,
  deliveryAddress: null,
  deliveryZoneId: null,
  ready: false,
};

type LocationChanged = StorefrontEvents['location:changed'];

export interface LocationStoreOptions {
  /** Called when the ordering context (city, type, shop, zone) changes; the singleton emits on the bus. */
  onChange?: (context: LocationChanged) => void;
}

function contextOf(state: LocationState): LocationChanged {
  return {
    cityAlias: state.cityAlias,
    orderType: state.orderType,
    shopId: state.shopId,
    deliveryZoneId: state.deliveryZoneId,
  };
}

function sameContext(a: LocationChanged, b: LocationChanged): boolean {
  return (
    a.cityAlias === b.cityAlias &&
    a.orderType === b.orderType &&
    a.shopId === b.shopId &&
    a.deliveryZoneId === b.deliveryZoneId
  );
}

/** If the city offers only one order type, that is the type. */
function typeAllowedIn(city: City, orderType: OrderType): OrderType {
  if (city.order_types[orderType]) return orderType;
  const other: OrderType = orderType === 'delivery' ? 'takeaway' : 'delivery';
  return city.order_types[other] ? other : orderType;
}

export function createLocationStore({ onChange }: LocationStoreOptions = {}): StoreApi<LocationStoreState> {
  const store = createStore<LocationStoreState>()((set, get) => ({
    ...initialLocationState,
    setCity(city) {
      const state = get();
      if (!city) {
        set({ cityAlias: null, city: null });
        return;
      }
      const moved = state.cityAlias !== null && state.cityAlias !== city.alias;
      set({
        cityAlias: city.alias,
        city,
        orderType: typeAllowedIn(city, state.orderType),
        ...(moved ? { shopId: null, deliveryAddress: null, deliveryZoneId: null, ready: false } : {}),
      });
    },
    setOrderType(raw) {
      const orderType = sanitizeOrderType(raw);
      if (!orderType) return false;
      set({ orderType });
      return true;
    },
    selectShop(shopId) {
      set({ shopId, orderType: 'takeaway' });
    },
    clearShop() {
      set({ shopId: null });
    },
    setDeliveryAddress(deliveryAddress, deliveryZoneId) {
      set({ deliveryAddress, deliveryZoneId, orderType: 'delivery' });
    },
    clearDeliveryAddress() {
      set({ deliveryAddress: null, deliveryZoneId: null });
    },
    setDefaultZone(deliveryZoneId) {
      set({ deliveryZoneId, deliveryAddress: null, orderType: 'delivery' });
    },
    hydrate(remembered) {
      const city = get().city;
      const orderType = remembered.orderType ?? get().orderType;
      set({
        ...remembered,
        orderType: city ? typeAllowedIn(city, orderType) : orderType,
        ready: true,
      });
    },
    reset() {
      set(initialLocationState);
    },
  }));

  if (onChange) {
    store.subscribe((state, previous) => {
      const next = contextOf(state);
      if (!sameContext(next, contextOf(previous))) onChange(next);
    });
  }
  return store;
}

export const locationStore = createLocationStore({
  onChange: (context) => bus.emit('location:changed', context),
});

export function useLocationStore<T>(selector: (state: LocationStoreState) => T): T {
  return useStore(locationStore, selector);
}
