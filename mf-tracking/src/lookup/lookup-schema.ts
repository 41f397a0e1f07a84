// Spec §5 Order lookup: phone and order number (numeric) are required. The phone follows the shared
// contract's rule (digits only, 10 to 15 of them); the number is what the API takes as an order id.
import { phoneDigitsSchema, VALIDATION_KEYS } from '@storefront/shared/contract';
import { parseOrderId } from '../tracking/order-id';

/** The form's own message key for a number with other characters in it. */
export const ORDER_DIGITS_MESSAGE = 'lookupForm.orderDigits';

export interface LookupFields {
  /** As typed (masked). */
  phone: string;
  order_id: string;
}
export type LookupField = keyof LookupFields;
export type LookupErrors = Partial<Record<LookupField, string>>;
export interface LookupRequest {
  phone: string;
  order_id: number;
}

export function phoneError(phone: string): string | undefined {
  const parsed = phoneDigitsSchema.safeParse(phone);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? VALIDATION_KEYS.phone);
}

export function orderError(order: string): string | undefined {
  if (!order.trim()) return VALIDATION_KEYS.required;
  return parseOrderId(order) === null ? ORDER_DIGITS_MESSAGE : undefined;
}

export function validateLookup(
  values: LookupFields,
): { request: LookupRequest; errors?: undefined } | { request?: undefined; errors: LookupErrors } {
  const errors: LookupErrors = { phone: phoneError(values.phone), order_id: orderError(values.order_id) };
  const orderId = parseOrderId(values.order_id);
  if (errors.phone || errors.order_id || orderId === null) return { errors };
  return { request: { phone: values.phone.replace(/\D/g, ''), order_id: orderId } };
}
