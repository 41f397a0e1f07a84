// Every cross-team event of the storefront, in one place (ARCHITECTURE.md "events"). Names follow
// `team:event`; payloads are plain data. Listeners refetch or invalidate, they never copy another
// team's state. To add an event: add a line here, and emitters and listeners are type-checked.
// Only what something listens to is here, and each intent has one channel: a modal opens through the
// modal store, a flash through the flash store, the cart's count is read from the one cart query, and
// an order refreshes the cart by invalidating that query.
import type { OrderType } from '@storefront/shared/domain';

/** A remote's Module Federation name, as used in `data-boundary` and the QA ids. */
export type RemoteName = 'mf-menu' | 'mf-cart' | 'mf-checkout' | 'mf-account' | 'mf-tracking';

export type FlashKind = 'success' | 'error' | 'info';

export interface StorefrontEvents {
  // ── shell ──
  /** 404/500/429 answers (emitted by the API client) and server messages remotes want in the modal. */
  'shell:server-error': { status: number; message: string; title?: string };
  /** A lazy chunk or remote entry failed to load (spec §8 preload error event). */
  'shell:chunk-error': { remote?: RemoteName; message: string };
  // ── location ──
  /** City, order type, shop or delivery zone changed; menus and carts reload for the new context. */
  'location:changed': {
    cityAlias: string | null;
    orderType: OrderType;
    shopId: number | null;
    deliveryZoneId: number | null;
  };
  // ── cart ──
  /** Open the cart (modal on mobile / side cart, or the /cart page), optionally at a step. */
  'cart:open': { step?: 1 | 2 } | undefined;
  // ── account ──
  'account:signed-in': { userId: number };
  'account:signed-out': undefined;
}

export type StorefrontEventName = keyof StorefrontEvents;
export type StorefrontEventPayload<K extends StorefrontEventName> = StorefrontEvents[K];
