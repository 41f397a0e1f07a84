// Contract of the order-tracking calls (spec §3 Order read, status aliases, Courier location; §4 Order
// status; §6; §7): status, read, cancel, repeat, the customer's order list, the status lookup by
// phone and order number, the courier's position, and the POS route a real kitchen pushes statuses to.
//
// Who may see an order: the session that made it, the signed-in customer who owns it, or a holder of
// the tracking grant the lookup hands out. Anyone else gets the same 404 as for a missing order.
import { z } from 'zod';
import { deliveryAddressSchema } from './address';
import { cartSchema } from './cart';
import { imageSchema, productGroupSchema, productTypeSchema } from './catalog';
import { idSchema, isoDateSchema, moneySchema, orderTypeSchema } from './common';
import { phoneDigitsSchema } from './feedback';
import { coordinatesSchema } from './geo';
import { shopSchema } from './shop';

/** `code` values of the tracking calls' error answers (spec §8 body). */
export const TRACKING_ERROR_CODES = {
  /** Cancel is only possible while the order is accepted (spec §4). */
  notCancelable: 'order_not_cancelable',
  /** Repeat is only possible for a done (or canceled) order. */
  notRepeatable: 'order_not_repeatable',
  /** A POS push the status rules refuse (leaving done/canceled, going back, sent for takeaway). */
  statusTransition: 'status_transition',
  /** The call needs a signed-in customer (spec §6). */
  unauthorized: 'unauthorized',
} as const;

/** Spec §3: the status aliases the client knows. Others are never sent. */
export const ORDER_STATUS_ALIASES = [
  'waiting_for_payment',
  'accepted',
  'cooking',
  'sent',
  'done',
  'canceled',
] as const;
const orderStatusAliasSchema = z.enum(ORDER_STATUS_ALIASES);
export type OrderStatusAlias = z.infer<typeof orderStatusAliasSchema>;

/** Order numbers: positive 32-bit integers; digit strings are accepted (query strings, forms). */
const orderIdInputSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z.number().int().positive().max(2_147_483_647),
);

/** A grant from POST /order-tracking/lookup; also kept in an httpOnly cookie by the API. */
const trackingTokenSchema = z
  .string()
  .max(200)
  .regex(/^v1\.\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, 'Invalid tracking token.');

const orderStatusViewSchema = z.object({
  alias: orderStatusAliasSchema,
  /** In the request's language (ru, or en for every other language). */
  name: z.string(),
  description: z.string().nullable(),
  /** The kitchen system's own name for the status when a POS pushed one, else the alias. */
  original_status: z.string(),
});
export type OrderStatusView = z.infer<typeof orderStatusViewSchema>;

/** What the tracking page and the order list need to decide what to offer (spec §2, §4). */
const orderActionsSchema = z.object({
  /** Cancel is offered only while accepted. */
  can_cancel: z.boolean(),
  /** Repeat is offered for done orders; canceled ones may be repeated too (a customer expects it). */
  can_repeat: z.boolean(),
  /** Neither done nor canceled: the track link is shown. */
  is_trackable: z.boolean(),
  /** Sent delivery order: the courier map may show. */
  has_courier: z.boolean(),
});

// ── POST /order/status ──────────────────────────────────────────────────────────────────────────

export const orderStatusRequestSchema = z.object({
  order_id: orderIdInputSchema,
  /** Sent by the legacy client; the order's own type is answered. */
  order_type: orderTypeSchema.optional(),
  tracking_token: trackingTokenSchema.optional(),
});
export type OrderStatusRequest = z.input<typeof orderStatusRequestSchema>;

export const orderStatusResponseSchema = orderActionsSchema.extend({
  order_id: idSchema,
  status: orderStatusViewSchema,
  order_type: orderTypeSchema,
  /** Online payments must complete before this (waiting_for_payment only). */
  payment_deadline: z.iso.datetime({ offset: true }).nullable(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;

// ── GET /order/{order_id} ──────────────────────────────────────────────────────────────────────

const orderModifierSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Unit price of the modifier. */
  price: moneySchema,
  count: z.number().int().positive(),
  /** price × count, per unit of the product. */
  total: moneySchema,
});
export type OrderModifier = z.infer<typeof orderModifierSchema>;

/** Spec §3 Order product, as it was priced when the order was made. */
const orderProductSchema = z.object({
  /** The cart line key (product id and modifiers). */
  key: z.string(),
  id: idSchema,
  name: z.string(),
  type: productTypeSchema,
  count: z.number().int().positive(),
  /** Unit price with the modifiers. */
  price: moneySchema,
  /** price × count (0 for lines that were not charged). */
  total: moneySchema,
  images: z.object({ small: imageSchema }).nullable(),
  modifiers: z.array(orderModifierSchema),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

const orderPricesSchema = z.object({
  bonuses: moneySchema,
  delivery: moneySchema,
  discount: moneySchema,
  packages: moneySchema,
  subtotal: moneySchema,
  total: moneySchema,
});
export type OrderPrices = z.infer<typeof orderPricesSchema>;

const orderShopSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  address: z.string(),
  coordinates: coordinatesSchema,
});

const orderAddressSummarySchema = z.object({
  address: z.string(),
  full_address: z.string(),
  room: z.string().nullable(),
  floor: z.string().nullable(),
  entrance: z.string().nullable(),
  intercom: z.string().nullable(),
  description: z.string().nullable(),
  coordinates: coordinatesSchema,
});

export const orderReadSchema = orderActionsSchema.extend({
  order_id: idSchema,
  status: orderStatusViewSchema,
  order_type: orderTypeSchema,
  payment_type: z.string(),
  currency: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  city_id: idSchema,
  /** The takeaway shop, or the kitchen that cooks a delivery order (when known). */
  shop: orderShopSummarySchema.nullable(),
  /** Delivery orders only. */
  delivery_address: orderAddressSummarySchema.nullable(),
  /** The chosen interval (null: as soon as possible). */
  interval: z.object({ id: z.string(), start: z.iso.datetime({ offset: true }) }).nullable(),
  cart: z.object({
    products: z.array(orderProductSchema),
    prices: orderPricesSchema,
  }),
});
export type OrderRead = z.infer<typeof orderReadSchema>;

export const orderReadParamsSchema = z.object({ order_id: orderIdInputSchema });
export const orderReadQuerySchema = z.object({ tracking_token: trackingTokenSchema.optional() });

// ── POST /order/cancel, POST /order/repeat ─────────────────────────────────────────────────────

export const orderCancelRequestSchema = z.object({ order_id: orderIdInputSchema });
export type OrderCancelRequest = z.input<typeof orderCancelRequestSchema>;
/** The canceled order's status (the client then opens the profile's orders tab). */
export const orderCancelResponseSchema = orderStatusResponseSchema;
export type OrderCancelResponse = z.infer<typeof orderCancelResponseSchema>;

export const orderRepeatRequestSchema = z.object({ order_id: orderIdInputSchema });
export type OrderRepeatRequest = z.input<typeof orderRepeatRequestSchema>;

/** A line of the old order that could not go back into the cart. */
const repeatUnavailableSchema = z.object({
  id: idSchema,
  name: z.string(),
  count: z.number().int().positive(),
  /** product_gone, product_unavailable, product_stop, modifier_unavailable or quantity_cap. */
  reason: z.string(),
  message: z.string(),
});
export type RepeatUnavailable = z.infer<typeof repeatUnavailableSchema>;

/**
 * The session's cart rebuilt from the order's lines at today's prices, in the order's type and shop
 * or delivery address (like POST /shops/set and the address calls); then the client goes to /cart.
 */
export const orderRepeatResponseSchema = z.object({
  order_type: orderTypeSchema,
  shop: shopSchema.nullable(),
  delivery_address: deliveryAddressSchema.nullable(),
  cart: cartSchema,
  product_groups: z.array(productGroupSchema),
  unavailable: z.array(repeatUnavailableSchema),
});
export type OrderRepeatResponse = z.infer<typeof orderRepeatResponseSchema>;

// ── GET /user/orders?page= ─────────────────────────────────────────────────────────────────────

export const USER_ORDERS_PAGE_SIZE = 10;

export const userOrdersQuerySchema = z.object({
  page: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : typeof value === 'string' ? Number(value) : value),
    z.number().int().min(1).max(10_000),
  ),
});
export type UserOrdersQuery = z.input<typeof userOrdersQuerySchema>;

const orderSummarySchema = orderActionsSchema.extend({
  order_id: idSchema,
  status: orderStatusViewSchema,
  order_type: orderTypeSchema,
  payment_type: z.string(),
  currency: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** How it is received: the shop's or the delivery address's line. */
  receiving: z.string(),
  /** Units ordered. */
  count: z.number().int().nonnegative(),
  prices: orderPricesSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const userOrdersResponseSchema = z.object({
  /** Newest first, grouped by the day in the order's city (spec §2 orders tab). */
  orders: z.array(z.object({ date: isoDateSchema, orders: z.array(orderSummarySchema) })),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type UserOrdersResponse = z.infer<typeof userOrdersResponseSchema>;

// ── POST /order-tracking/lookup ────────────────────────────────────────────────────────────────

/** Spec §5: phone and order number (numeric) are required. */
export const orderLookupRequestSchema = z.object({
  phone: phoneDigitsSchema,
  order_id: orderIdInputSchema,
});
export type OrderLookupRequest = z.input<typeof orderLookupRequestSchema>;

/**
 * The order's status and a read-only tracking grant (status, order read, courier) for it. A wrong
 * phone and order pair is the same 404 as a missing order; guesses are rate-limited (429).
 */
export const orderLookupResponseSchema = orderStatusResponseSchema.extend({
  tracking_token: trackingTokenSchema,
  tracking_expires_at: z.iso.datetime({ offset: true }),
});
export type OrderLookupResponse = z.infer<typeof orderLookupResponseSchema>;

// ── GET /order-tracking/get-courier-location?order_id= ────────────────────────────────────────

export const courierLocationQuerySchema = z.object({
  order_id: orderIdInputSchema,
  tracking_token: trackingTokenSchema.optional(),
});
export type CourierLocationQuery = z.input<typeof courierLocationQuerySchema>;

/** Spec §3 Courier location; any non-200 hides the courier. */
export const courierLocationResponseSchema = z.object({
  coordinates: coordinatesSchema,
  /** Share of the way covered, 0..1. */
  progress: z.number().min(0).max(1),
  /** Expected arrival. */
  arrives_at: z.iso.datetime({ offset: true }),
});
export type CourierLocationResponse = z.infer<typeof courierLocationResponseSchema>;

// ── POST /pos/orders/{order_id}/status ─────────────────────────────────────────────────────────

/** A kitchen may push every status but waiting_for_payment (that one belongs to payments). */
const posStatusSchema = z.enum(['accepted', 'cooking', 'sent', 'done', 'canceled']);

export const posStatusRequestSchema = z.object({
  status: posStatusSchema,
  /** The kitchen system's own status name, shown as original_status. */
  original_status: z.string().trim().min(1).max(100).optional(),
});
export type PosStatusRequest = z.input<typeof posStatusRequestSchema>;

export const posStatusParamsSchema = z.object({ order_id: orderIdInputSchema });

export const posStatusResponseSchema = z.object({
  order_id: idSchema,
  status: orderStatusViewSchema,
  /** false when the push repeated the current status (nothing moved). */
  changed: z.boolean(),
});
export type PosStatusResponse = z.infer<typeof posStatusResponseSchema>;
