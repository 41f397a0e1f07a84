// Spec §5 Order lookup: phone and order number (numeric) are required. The form's schema is the API's
// request (the contract's phone rule: digits only, 10 to 15 of them) with the number as typed: digits
// the API takes as an order id, said in the form's own words otherwise.
import { orderLookupRequestSchema, VALIDATION_KEYS } from '@storefront/shared/contract';
import { z } from 'zod';
import { parseOrderId } from '../tracking/order-id';

/** The form's own message key for a number the API would not take as an order id. */
export const ORDER_DIGITS_MESSAGE = 'lookupForm.orderDigits';

export const lookupFormSchema = orderLookupRequestSchema.extend({
  order_id: z
    .string()
    .trim()
    .min(1, VALIDATION_KEYS.required)
    .refine((value) => parseOrderId(value) !== null, ORDER_DIGITS_MESSAGE)
    .transform(Number),
});

/** What the fields hold: the phone as typed (masked), the number as typed. */
export type LookupFields = z.input<typeof lookupFormSchema>;
/** What is sent: `{ phone: '79161234567', order_id: 104201 }`. */
export type LookupRequest = z.output<typeof lookupFormSchema>;
