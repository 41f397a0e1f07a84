// Shop (outlet) entity of spec §3 and the answers of GET /api/shops and POST /api/shops/set (§7).
import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { idInputSchema } from './context';
import { coordinatesSchema } from './geo';
import { orderMinutesSchema, scheduleDaySchema } from './schedule';

const SHOP_TAGS = ['hot-rolls', 'baked-rolls', 'wok', 'pizza'] as const;
const shopTagSchema = z.enum(SHOP_TAGS);
export type ShopTag = z.infer<typeof shopTagSchema>;

/** `stop` means the shop is not accepting orders right now. */
const shopTypeSchema = z.enum(['default', 'stop']);
export type ShopType = z.infer<typeof shopTypeSchema>;

const weekdayKeySchema = z.enum(['1', '2', '3', '4', '5', '6', '7']);

const shopScheduleSchema = z.object({
  /** The coming days, keyed YYYY-MM-DD, with their order windows (empty: closed). */
  month: z.record(isoDateSchema, scheduleDaySchema),
  /** Weekly routine keyed 1..7 (Monday..Sunday, spec §9). */
  default: z.record(
    weekdayKeySchema,
    z.object({
      /** `10:00–23:00`, or an empty string on a closed day. */
      working_time: z.string(),
      working_minutes: z.array(orderMinutesSchema),
    }),
  ),
  /** Dates that differ from the routine. */
  custom: z.record(isoDateSchema, z.object({ working_time: z.string() })),
});
export type ShopSchedule = z.infer<typeof shopScheduleSchema>;

export const shopSchema = z.object({
  id: idSchema,
  city_id: idSchema,
  name: z.string(),
  type: shopTypeSchema,
  alert: z.string().nullable(),
  address: z.object({ street: z.string(), description: z.string().nullable() }),
  map: z.object({ coordinates: coordinatesSchema, zoom: z.number().int().min(0).max(21) }),
  tags: z.array(shopTagSchema),
  /** Product ids; POST /api/products returns the products. */
  popular_products: z.array(idSchema),
  phone: z.string().nullable(),
  company_name: z.string(),
  inn: z.string(),
  ogrn: z.string(),
  schedule: shopScheduleSchema,
});
export type Shop = z.infer<typeof shopSchema>;

export const shopsQuerySchema = z.object({ city_id: idInputSchema });
export type ShopsQuery = z.input<typeof shopsQuerySchema>;

export const shopsResponseSchema = z.object({ shops: z.array(shopSchema) });
export type ShopsResponse = z.infer<typeof shopsResponseSchema>;

export const shopSetRequestSchema = z.object({ shop_id: idInputSchema });
export type ShopSetRequest = z.input<typeof shopSetRequestSchema>;
