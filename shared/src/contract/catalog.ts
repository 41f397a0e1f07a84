// Catalog entities of spec §3 (product, modifier, modifier group, product group) and the answers of
// POST /api/products and POST /api/products/get-related-products (spec §7).
import { z } from 'zod';
import { idSchema, moneySchema } from './common';
import { idInputSchema, locationContextSchema } from './context';

/** A picture with the size it is drawn at, so cards reserve their space before it loads. */
export const imageSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

const productImagesSchema = z.object({ small: imageSchema, big: imageSchema });
export type ProductImages = z.infer<typeof productImagesSchema>;

const weightUnitSchema = z.enum(['g', 'kg', 'ml', 'l', 'pcs']);
export const weightSchema = z.object({ value: z.number().nonnegative(), unit: weightUnitSchema });
export type Weight = z.infer<typeof weightSchema>;

const nutritionalValueSchema = z.object({
  proteins: z.number().nonnegative(),
  fats: z.number().nonnegative(),
  carbohydrates: z.number().nonnegative(),
  kilocalories: z.number().nonnegative(),
});
export type NutritionalValue = z.infer<typeof nutritionalValueSchema>;

/** `stop`: the modifier is unavailable right now. */
const modifierTypeSchema = z.enum(['default', 'stop']);

const modifierSchema = z.object({
  id: idSchema,
  name: z.string(),
  image: imageSchema.nullable(),
  price: moneySchema,
  min: z.number().int().nonnegative(),
  max: z.number().int().nonnegative(),
  type: modifierTypeSchema,
  /** Preselected count (the product opens with it); 0 in the menu unless min requires more. */
  count: z.number().int().nonnegative(),
});
export type Modifier = z.infer<typeof modifierSchema>;

const modifierGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  min: z.number().int().nonnegative(),
  max: z.number().int().nonnegative(),
  modifiers: z.array(modifierSchema),
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;

const productModifiersSchema = z.object({
  /** The product has modifiers to choose (opens the product modal rather than adding at once). */
  available: z.boolean(),
  single: z.array(modifierSchema),
  groups: z.array(modifierGroupSchema),
});
export type ProductModifiers = z.infer<typeof productModifiersSchema>;

/**
 * default; related (an add-on such as a sauce or drink, grouped apart in the cart); unavailable (not
 * sold in the current shop or zone); stop (temporarily out in the current shop).
 */
export const productTypeSchema = z.enum(['default', 'related', 'unavailable', 'stop']);
export type ProductType = z.infer<typeof productTypeSchema>;

export const productAccentSchema = z.enum(['new', 'hit', 'spicy', 'vegan', 'kids']);
export type ProductAccent = z.infer<typeof productAccentSchema>;

const productSchema = z.object({
  id: idSchema,
  /** What PUT /api/cart/add takes as product_key for this product without modifiers. */
  key: z.string().min(1),
  alias: z.string(),
  name: z.string(),
  description: z.string(),
  /** null for packet-type items, which have no picture (spec §3). */
  images: productImagesSchema.nullable(),
  /** Price after the product discount. */
  price: moneySchema,
  basic_price: moneySchema,
  /** Discount percent, 0 for none. */
  discount: z.number().int().min(0).max(100),
  /** `price` plus the modifiers preselected by default. */
  price_with_modifiers: moneySchema,
  accent: productAccentSchema.nullable(),
  accent_text: z.string().nullable(),
  type: productTypeSchema,
  alert: z.string().nullable(),
  /** Units in the visitor's cart; the menu is the same for everyone, so 0 there. */
  count: z.number().int().nonnegative(),
  /** The most units one cart may hold: 100 minus sale_multiplicity (spec §5). */
  quantity: z.number().int().nonnegative(),
  /** Pieces in one sale unit (shown as weight × multiplicity). */
  sale_multiplicity: z.number().int().positive(),
  sale_multiplicity_last_hour: z.number().int().positive().nullable(),
  weight: weightSchema,
  nutritional_value: nutritionalValueSchema.nullable(),
  allergens: z.array(z.string()),
  has_related_products: z.boolean(),
  product_group_id: idSchema,
  sort: z.number().int(),
  modifiers: productModifiersSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productGroupSchema = z.object({
  id: idSchema,
  alias: z.string(),
  name: z.string(),
  sort: z.number().int(),
  /** Desktop top card when the show-popular-groups setting is on (up to three, spec §2). */
  show_on_main: z.boolean(),
  images: z.object({ big: imageSchema }).nullable(),
  products: z.array(productSchema),
});
export type ProductGroup = z.infer<typeof productGroupSchema>;

export const productsRequestSchema = locationContextSchema;
export type ProductsRequest = z.input<typeof productsRequestSchema>;

export const productsResponseSchema = z.object({
  /** Non-empty groups in menu order, with the products sold in this context. */
  product_groups: z.array(productGroupSchema),
  /** The 'often ordered' carousel. */
  popular_products: z.array(productSchema),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const relatedProductsRequestSchema = locationContextSchema.extend({
  product_groups_ids: z.array(idInputSchema).max(100),
});
export type RelatedProductsRequest = z.input<typeof relatedProductsRequestSchema>;

/** Products to suggest with the given groups (spec §7 "array of products"), sellable in the context. */
export const relatedProductsResponseSchema = z.array(productSchema);
export type RelatedProductsResponse = z.infer<typeof relatedProductsResponseSchema>;
