import { VALIDATION_KEYS } from '@storefront/shared/contract';
import { describe, expect, it } from 'vitest';
import { CASH_SHORT, type CheckoutValues, checkoutSchema, EMPTY_CHECKOUT } from './checkout-schema';

const RU = { code: '+7', mask: '+7 (###) ###-##-##', country_code: 'RU' };
const TR = { code: '+90', mask: '+90 (###) ###-##-##', country_code: 'TR' };
const filled: CheckoutValues = { ...EMPTY_CHECKOUT, username: 'Anna', room: '12', payment_type: 'card' };

function issues(values: CheckoutValues, rules: Parameters<typeof checkoutSchema>[0]) {
  const result = checkoutSchema(rules).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('the checkout schema (spec §5)', () => {
  it('takes a phone whole in the mask it is typed in, whatever the digit count (not a fixed 11)', () => {
    const delivery = { orderType: 'delivery', total: 917 } as const;
    expect(issues({ ...filled, phone: '+90 (532) 123-45-67' }, { ...delivery, phoneMask: TR })).toEqual({});
    // Eleven digits, yet one short of the Turkish mask.
    expect(issues({ ...filled, phone: '+90 (532) 123-45-6' }, { ...delivery, phoneMask: TR })).toEqual({
      phone: VALIDATION_KEYS.phone,
    });
    expect(issues({ ...filled, phone: '+7 (916) 123-45-67' }, { ...delivery, phoneMask: RU })).toEqual({});
  });

  it('asks no phone of a signed-in customer, and sends none', () => {
    const result = checkoutSchema({ orderType: 'delivery', phoneMask: null, total: 917 }).parse(filled);
    expect(result.phone).toBeNull();
  });

  it('gives a takeaway order its comment and no delivery address; the apartment is not asked', () => {
    const result = checkoutSchema({ orderType: 'takeaway', phoneMask: RU, total: 917 }).parse({
      ...filled,
      room: '',
      phone: '+7 (916) 123-45-67',
      comment: '  at the door ',
    });
    expect(result).toMatchObject({
      delivery_address: null,
      order_comment: 'at the door',
      phone: '79161234567',
    });
  });

  it('checks change from cash only when paying cash, against the total', () => {
    const rules = { orderType: 'delivery', phoneMask: null, total: 917 } as const;
    expect(issues({ ...filled, payment_type: 'cash', cash: '500' }, rules)).toEqual({ cash: CASH_SHORT });
    expect(issues({ ...filled, payment_type: 'card', cash: '500' }, rules)).toEqual({});
    expect(checkoutSchema(rules).parse({ ...filled, payment_type: 'cash', cash: '' }).cash).toBeNull();
    expect(checkoutSchema(rules).parse({ ...filled, payment_type: 'cash', cash: '1000' }).cash).toBe(1000);
  });

  it('says every field error at once, the cash one too', () => {
    const rules = { orderType: 'delivery', phoneMask: RU, total: 917 } as const;
    expect(issues({ ...EMPTY_CHECKOUT, payment_type: 'cash', cash: '100', email: 'x@' }, rules)).toEqual({
      username: VALIDATION_KEYS.required,
      phone: VALIDATION_KEYS.phone,
      room: VALIDATION_KEYS.required,
      email: VALIDATION_KEYS.email,
      cash: CASH_SHORT,
    });
  });
});
