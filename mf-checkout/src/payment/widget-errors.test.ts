import { describe, expect, it } from 'vitest';
import { cardErrorKey } from './widget-errors';

describe("the card widget's errors", () => {
  it('maps the widget error keys to ours', () => {
    expect(cardErrorKey('payments.cardErrors.cloudPayments.number.invalid')).toBe(
      'cardErrors.number.invalid',
    );
    expect(cardErrorKey('payments.cardErrors.cloudPayments.expiry.expired')).toBe(
      'cardErrors.expiry.expired',
    );
    expect(cardErrorKey('something')).toBe('cardErrors.unknown');
  });
});
