// Cart entity of spec §3 and the /api/cart calls of spec §7. The API prices every cart (house rule
// 6); the client shows these figures and never recomputes a total it sends.
import { z } from 'zod';
import {
  imageSchema,
  productAccentSchema,
  productGroupSchema,
  productTypeSchema,
  weightSchema,
} from './catalog';
import { idSchema, isoDateSchema, moneySchema } from './common';
import { idInputSchema, partialLocationContextSchema, resolvedContextSchema } from './context';
import { shopSchema } from './shop';

/**
 * A cart line key: the product id, then its modifiers sorted by id (`123` or `123:45x1.46x2`).
 * PUT /api/cart/add also takes a product's own `key` (its id).
 */
const productKeySchema = z
  .string()
  .max(200)
  .regex(/^\d{1,10}(:\d{1,10}x\d{1,3}(\.\d{1,10}x\d{1,3})*)?$/, 'Unknown product key.');

const modifierChoiceSchema = z.object({
  id: idInputSchema,
  count: z.number().int().min(0).max(100),
});
export type ModifierChoice = z.infer<typeof modifierChoiceSchema>;

const cartModifierSchema = z.object({
  id: idSchema,
  name: z.string(),
  price: moneySchema,
  count: z.number().int().positive(),
  group_id: idSchema.nullable(),
});
export type CartModifier = z.infer<typeof cartModifierSchema>;

const cartProductSchema = z.object({
  /** The line key (product + modifiers). */
  key: z.string(),
  id: idSchema,
  alias: z.string(),
  name: z.string(),
  images: z.object({ small: imageSchema }).nullable(),
  /** Unit price after the product discount, without modifiers. */
  price: moneySchema,
  basic_price: moneySchema,
  discount: z.number().int().min(0).max(100),
  /** Unit price with the chosen modifiers. */
  price_with_modifiers: moneySchema,
  /** price_with_modifiers × count; 0 for unavailable and stopped lines, which are not charged. */
  total: moneySchema,
  count: z.number().int().positive(),
  /** The cap for this product: 100 minus sale_multiplicity. */
  quantity: z.number().int().nonnegative(),
  sale_multiplicity: z.number().int().positive(),
  weight: weightSchema,
  accent: productAccentSchema.nullable(),
  /** default, related, unavailable or stop: the cart groups lines by it (spec §2 cart step 1). */
  type: productTypeSchema,
  modifiers: z.array(cartModifierSchema),
  product_group_id: idSchema,
  added_at: z.iso.datetime({ offset: true }),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

const giftConditionSchema = z.object({
  message: z.string(),
  validated: z.boolean(),
  /** min_subtotal, order_type, group_in_cart or promocode. */
  code: z.string(),
});
export type GiftCondition = z.infer<typeof giftConditionSchema>;

const cartGiftSchema = z.object({
  id: idSchema,
  name: z.string(),
  images: z.object({ small: imageSchema }).nullable(),
  price: moneySchema,
  count: z.number().int().nonnegative(),
  max_count: z.number().int().positive(),
  /** Every condition holds: the gift can be added. */
  is_available: z.boolean(),
  conditions: z.array(giftConditionSchema),
  description: z.string().nullable(),
});
export type CartGift = z.infer<typeof cartGiftSchema>;

const packageSchema = z.object({
  id: idSchema,
  alias: z.string(),
  name: z.string(),
  price: moneySchema,
  count: z.number().int().nonnegative(),
  can_refuse: z.boolean(),
  /** Packet-type items have no picture. */
  images: z.object({ small: imageSchema }).nullable(),
});
export type Package = z.infer<typeof packageSchema>;

const cartMessageSchema = z.object({
  /** top: shown as a notification alert; bonus_description: the bonus program is unavailable. */
  position: z.enum(['top', 'bonus_description']),
  icon: z.enum(['info', 'warning', 'error', 'gift', 'delivery']).nullable(),
  title: z.string().nullable(),
  text: z.string(),
  /** Machine-readable reason, for i18n on the client. */
  code: z.string(),
});
export type CartMessage = z.infer<typeof cartMessageSchema>;

const promocodeKindSchema = z.enum(['percent', 'fixed']);

const cartPromocodeSchema = z.object({
  code: z.string(),
  type: promocodeKindSchema,
  value: moneySchema,
  minimum_order: moneySchema,
  /** The discount it gives now (0 below its minimum order). */
  discount: moneySchema,
  description: z.string().nullable(),
});
export type CartPromocode = z.infer<typeof cartPromocodeSchema>;

const cartPricesSchema = z.object({
  subtotal: moneySchema,
  delivery: moneySchema,
  packages: moneySchema,
  discount: moneySchema,
  bonuses: moneySchema,
  upcoming_bonuses: moneySchema,
  total: moneySchema,
  /** subtotal + packages + delivery */
  full: moneySchema,
});
export type CartPrices = z.infer<typeof cartPricesSchema>;

/** The delivery zone's terms against this cart; null for takeaway or without a zone. */
const cartDeliveryTermsSchema = z.object({
  delivery_price: moneySchema,
  minimum_order_amount: moneySchema,
  has_free_delivery: z.boolean(),
  free_delivery_from: moneySchema.nullable(),
  /** What subtotal + packages still lacks for the minimum order; 0 when the order may go. */
  remaining_for_minimum: moneySchema,
  /** What is still missing for free delivery; null when no threshold applies. */
  remaining_for_free_delivery: moneySchema.nullable(),
});
export type CartDeliveryTerms = z.infer<typeof cartDeliveryTermsSchema>;

const cartBonusSchema = z.object({
  /** The program exists for this visitor (brand, loyalty city, enable_bonus_program cookie). */
  enabled: z.boolean(),
  /** Bonuses may be spent today (before the spend deadline). */
  can_spend: z.boolean(),
  balance: moneySchema,
  /** The §5 write-off for this cart: what the bonus toggle applies. */
  max_write_off: moneySchema,
  spend_deadline: isoDateSchema.nullable(),
});
export type CartBonus = z.infer<typeof cartBonusSchema>;

export const cartSchema = z.object({
  /** Units of the lines that count (default and related). */
  count: z.number().int().nonnegative(),
  products: z.record(z.string(), cartProductSchema),
  packages: z.array(packageSchema),
  /** The visitor refused the bag. */
  without_bag: z.boolean(),
  /** Product ids for the related-products carousel. */
  related: z.array(idSchema),
  gifts: z.array(cartGiftSchema),
  promocode: cartPromocodeSchema.nullable(),
  messages: z.array(cartMessageSchema),
  selectedDate: isoDateSchema.nullable(),
  selectedInterval: z.string().nullable(),
  prices: cartPricesSchema,
  delivery_terms: cartDeliveryTermsSchema.nullable(),
  bonus: cartBonusSchema,
  context: resolvedContextSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({ cart: cartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────

/** An interval id from POST /api/schedule/intervals (`2026-03-06_720`). */
const intervalIdSchema = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}_\d{1,4}$/, 'Unknown interval.');

/** PUT /api/cart: the cart in this context (stored as the session's context). */
export const cartGetRequestSchema = partialLocationContextSchema.extend({
  interval: intervalIdSchema.nullable().optional(),
});
export type CartGetRequest = z.input<typeof cartGetRequestSchema>;

export const cartAddRequestSchema = partialLocationContextSchema.extend({
  product_key: productKeySchema,
  /** Units to add. */
  count: z.number().int().min(1).max(100).default(1),
  modifiers: z.array(modifierChoiceSchema).max(50).default([]),
  /** Saving new modifiers for a line already in the cart: that line is replaced. */
  replace_key: productKeySchema.optional(),
});
export type CartAddRequest = z.input<typeof cartAddRequestSchema>;

export const cartRemoveRequestSchema = partialLocationContextSchema.extend({
  product_key: productKeySchema,
  count: z.number().int().min(1).max(100).default(1),
});
export type CartRemoveRequest = z.input<typeof cartRemoveRequestSchema>;

export const cartForgetRequestSchema = partialLocationContextSchema.extend({ product_key: productKeySchema });
export type CartForgetRequest = z.input<typeof cartForgetRequestSchema>;

export const cartGiftRequestSchema = partialLocationContextSchema.extend({ gift_id: idInputSchema });
export type CartGiftRequest = z.input<typeof cartGiftRequestSchema>;

export const promocodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a promocode.')
  .max(32, 'Unknown promocode.')
  .regex(/^[\p{L}\p{N}_-]+$/u, 'Unknown promocode.');

export const cartPromocodeRequestSchema = partialLocationContextSchema.extend({ promocode: promocodeSchema });
export type CartPromocodeRequest = z.input<typeof cartPromocodeRequestSchema>;

export const cartContextRequestSchema = partialLocationContextSchema;
export type CartContextRequest = z.input<typeof cartContextRequestSchema>;

export const cartBagRequestSchema = partialLocationContextSchema.extend({ without_bag: z.boolean() });
export type CartBagRequest = z.input<typeof cartBagRequestSchema>;

export const cartBonusesRequestSchema = partialLocationContextSchema.extend({
  bonuses: z.number().min(0).max(10_000_000),
});
export type CartBonusesRequest = z.input<typeof cartBonusesRequestSchema>;

export const cartSetIntervalRequestSchema = z.object({ interval: intervalIdSchema.nullable() });
export type CartSetIntervalRequest = z.input<typeof cartSetIntervalRequestSchema>;

/** POST /api/shops/set: the chosen shop, the repriced cart and the shop's menu. */
export const shopSetResponseSchema = z.object({
  shop: shopSchema,
  cart: cartSchema,
  product_groups: z.array(productGroupSchema),
});
export type ShopSetResponse = z.infer<typeof shopSetResponseSchema>;
