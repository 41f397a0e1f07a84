import { describe, expect, it } from 'vitest';
import { describeTextTable } from '../../test/text-tables';
import { ORDER_TEXTS, orderText, PAYMENT_TYPE_NAMES } from './texts';

describeTextTable('orders/texts', ORDER_TEXTS);
describeTextTable('orders/payment type names', PAYMENT_TYPE_NAMES);

describe('orderText', () => {
  it('fills placeholders in each language', () => {
    expect(orderText('de', 'change', { total: '12,50 €' })).toBe(
      'Der Betrag für das Wechselgeld ist kleiner als die Bestellsumme (12,50 €).',
    );
    expect(orderText('tr', 'sberpay_push', { phone: '+7 *** ***-**-01' })).toContain('+7 *** ***-**-01');
    expect(orderText('uk', 'cart_empty')).toBe('Кошик порожній.');
  });
});
