import { describe, expect, it } from 'vitest';
import { cloudPaymentsFieldErrors, isCheckoutScript } from './cloudpayments-fields';
import { cardErrorKey } from './widget-errors';

describe('CloudPayments card fields', () => {
  it('a script URL is the provider checkout script; a page is the framed widget', () => {
    expect(isCheckoutScript('https://checkout.cloudpayments.ru/checkout.js')).toBe(true);
    expect(isCheckoutScript('http://127.0.0.1:5311/checkout.js?v=1')).toBe(true);
    expect(isCheckoutScript('http://127.0.0.1:3011/widget')).toBe(false);
  });

  it("maps the script's errors to the spec's card error keys, the first per field", () => {
    const errors = cloudPaymentsFieldErrors({
      cardNumber: 'CardNumber_Invalid',
      cvv: 'Cvv_Empty',
      expDateMonth: 'ExpDateMonth_Invalid',
      expDateYear: 'ExpDateYear_Empty',
      name: 'Name_TooLong',
    });
    expect(errors).toEqual({
      number: 'payments.cardErrors.cloudPayments.number.invalid',
      cvv: 'payments.cardErrors.cloudPayments.cvv.empty',
      expiry: 'payments.cardErrors.cloudPayments.expiry.invalid',
    });
    expect(cardErrorKey(errors.number!)).toBe('cardErrors.number.invalid');
    expect(cloudPaymentsFieldErrors('boom')).toEqual({});
  });
});
