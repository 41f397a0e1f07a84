// Step 2's client checks (spec §2, §5) as one zod schema for react-hook-form, built from the order the
// API takes (placeOrderRequestSchema) and the city's phone mask: its output is the part of the order
// the form fills, in the API's shape (phone digits only, empty details as null, cash as a number).
import { type OrderType, placeOrderRequestSchema, VALIDATION_KEYS } from '@storefront/shared/contract';
import { isPhoneComplete, type PhoneMaskRule, phoneDigits } from '@storefront/shared/domain';
import { z } from 'zod';
import { cashShort } from '../domain/checkout';

/** The checkout's own message key (checkout:form.cashShort): the change is short of the total. */
export const CASH_SHORT = 'form.cashShort';

const order = placeOrderRequestSchema.shape;
const details = order.delivery_address.unwrap().unwrap().shape;

export interface CheckoutRules {
  orderType: OrderType;
  /** The mask the phone is typed in; null when the phone comes from the signed-in session. */
  phoneMask: PhoneMaskRule | null;
  /** The cart's total: change from cash below it is refused. */
  total: number;
}

export function checkoutSchema({ orderType, phoneMask, total }: CheckoutRules) {
  const delivery = orderType === 'delivery';
  const cashOf = (value: string) => {
    const parsed = order.cash.safeParse(value);
    return parsed.success ? (parsed.data ?? null) : undefined;
  };
  return z
    .object({
      username: order.username,
      phone: phoneMask
        ? z
            .string()
            .refine((value) => isPhoneComplete(value, phoneMask), VALIDATION_KEYS.phone)
            .transform(phoneDigits)
        : z.string().transform(() => null),
      // The apartment the order's delivery_address takes (trimmed, its length), required here.
      room: delivery ? details.room.in.unwrap().unwrap().min(1, VALIDATION_KEYS.required) : z.string(),
      entrance: details.entrance,
      floor: details.floor,
      description: details.description,
      comment: order.order_comment,
      payment_type: z.string().min(1, VALIDATION_KEYS.required).pipe(order.payment_type),
      cash: z.string(),
      email: order.email,
    })
    .refine((values) => values.payment_type !== 'cash' || cashOf(values.cash) !== undefined, {
      path: ['cash'],
      message: VALIDATION_KEYS.number,
      // Said with the other fields' errors, not after they are fixed.
      when: () => true,
    })
    .refine((values) => values.payment_type !== 'cash' || !cashShort(cashOf(values.cash) ?? null, total), {
      path: ['cash'],
      message: CASH_SHORT,
      when: () => true,
    })
    .transform((values) => ({
      username: values.username,
      phone: values.phone,
      payment_type: values.payment_type,
      cash: values.payment_type === 'cash' ? (cashOf(values.cash) ?? null) : null,
      order_comment: delivery ? null : values.comment,
      delivery_address: delivery
        ? {
            room: values.room || null,
            entrance: values.entrance,
            floor: values.floor,
            description: values.description,
          }
        : null,
      email: values.email,
    }));
}

export type CheckoutSchema = ReturnType<typeof checkoutSchema>;
/** What the fields hold: text as typed. */
export type CheckoutValues = z.input<CheckoutSchema>;
/** What a valid form gives the order. */
export type CheckoutOrderFields = z.output<CheckoutSchema>;

export const EMPTY_CHECKOUT: CheckoutValues = {
  username: '',
  phone: '',
  room: '',
  entrance: '',
  floor: '',
  description: '',
  comment: '',
  payment_type: '',
  cash: '',
  email: '',
};
