// Every cross-team event of the storefront, in one place (ARCHITECTURE.md "events"). Names follow
// `team:event`; payloads are plain data. Listeners refetch or invalidate, they never copy another
// team's state. To add an event: add a line here, and emitters and listeners are type-checked.
import type { ModalName, OrderType } from '@storefront/shared/domain';

/** A remote's Module Federation name, as used in `data-boundary` and the QA ids. */
export type RemoteName = 'mf-menu' | 'mf-cart' | 'mf-checkout' | 'mf-account' | 'mf-tracking';

export type FlashKind = 'success' | 'error' | 'info';

export interface StorefrontEvents {
  // ── shell ──
  /** Ask the shell's modal host to open a modal by name (spec §2). */
  'shell:modal-open': { name: ModalName; props?: Record<string, unknown> };
  /** Ask the modal host to close the top modal. */
  'shell:modal-close': undefined;
  /** 404/500/429 answers (emitted by the API client) and server messages remotes want in the modal. */
  'shell:server-error': { status: number; message: string; title?: string };
  /** Show a flash message (spec §7 notification, §4 5 s auto-clear). */
  'shell:flash': { message: string; kind?: FlashKind };
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
  /** A flow needs an address or shop first (e.g. add-to-cart failed with a delivery_address error). */
  'location:required': { orderType?: OrderType };
  // ── cart ──
  /** The server cart changed; `count` feeds the header and bottom-nav counters. */
  'cart:changed': { count: number };
  /** Open the cart (modal on mobile / side cart, or the /cart page), optionally at a step. */
  'cart:open': { step?: 1 | 2 } | undefined;
  // ── account ──
  /** An action needs a session; `intent` says what to resume after sign-in (`order` → checkout). */
  'auth:required': { intent?: 'order' | 'profile' | 'bonus' | (string & {}) };
  'account:signed-in': { userId: number };
  'account:signed-out': undefined;
  // ── checkout ──
  /** An order exists; an offline one has emptied the server's cart (every cart view refetches). */
  'checkout:order-created': { orderId: number };
  /** An online order's payment was approved: the server's cart is empty (every cart view refetches). */
  'checkout:order-paid': { orderId: number };
  /** Payment failed; the failure page follows (spec §8). */
  'checkout:payment-error': { orderId?: number; message: string };
}

export type StorefrontEventName = keyof StorefrontEvents;
export type StorefrontEventPayload<K extends StorefrontEventName> = StorefrontEvents[K];
