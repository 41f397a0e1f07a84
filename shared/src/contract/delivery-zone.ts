// Delivery zone of spec §3. Cities send them keyed by id (as a string, the JSON object key).
import { z } from 'zod';
import { idSchema, moneySchema } from './common';
import { polygonRingSchema } from './geo';

const deliveryZonePricesSchema = z.object({
  delivery: moneySchema,
  minimum_order_amount: moneySchema,
  has_free_delivery: z.boolean(),
  /** Delivery is free from this order amount (subtotal + packages); null: no threshold. */
  free_delivery_from: moneySchema.nullable().default(null),
});
export type DeliveryZonePrices = z.infer<typeof deliveryZonePricesSchema>;

const deliveryZoneSchema = z.object({
  id: idSchema,
  /** Not in the spec's field list; shown on the delivery-terms page and the map legend. */
  name: z.string(),
  prices: deliveryZonePricesSchema,
  map: z.object({ area: polygonRingSchema }),
  /** CSS colour; the map fills it at the spec §9 opacity of 0.3. */
  background_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

export const deliveryZonesSchema = z.record(z.string().regex(/^\d+$/), deliveryZoneSchema);
export type DeliveryZones = z.infer<typeof deliveryZonesSchema>;
