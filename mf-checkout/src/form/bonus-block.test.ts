import type { Cart } from '@storefront/shared/contract';
import { testCart } from '@storefront/shared/test-utils';
import { describe, expect, it } from 'vitest';
import { bonusBlock } from './bonus-block';

const inProgram = (overrides: Partial<Cart> = {}) =>
  testCart({
    bonus: { enabled: true, can_spend: true, balance: 500, max_write_off: 500, spend_deadline: '2027-11-26' },
    ...overrides,
  });

describe('the checkout bonus block (spec §4, §5)', () => {
  it('is absent outside the program', () => {
    expect(bonusBlock(testCart())).toBeNull();
  });

  it("offers the server's §5 write-off while spending is allowed, and shows it on once applied", () => {
    expect(bonusBlock(inProgram())).toEqual({
      writeOff: 500,
      balance: 500,
      on: false,
      locked: false,
      reason: null,
    });
    const applied = inProgram();
    applied.prices = { ...applied.prices, bonuses: 500, total: 417 };
    expect(bonusBlock(applied)).toMatchObject({ on: true, locked: false });
  });

  it('is locked and says why when the program refuses (a bonus_description message)', () => {
    const refused = inProgram({
      bonus: {
        enabled: true,
        can_spend: false,
        balance: 500,
        max_write_off: 0,
        spend_deadline: '2025-05-21',
      },
      messages: [
        {
          position: 'bonus_description',
          icon: 'info',
          title: null,
          text: 'Бонусы можно было потратить до 21.05.2025.',
          code: 'bonus_deadline',
        },
      ],
    });
    expect(bonusBlock(refused)).toMatchObject({
      locked: true,
      on: false,
      reason: 'Бонусы можно было потратить до 21.05.2025.',
    });
  });

  it('is locked beside a discount (a promocode), with bonuses shown off', () => {
    const discounted = inProgram();
    discounted.prices = { ...discounted.prices, discount: 90, bonuses: 100 };
    expect(bonusBlock(discounted)).toMatchObject({ locked: true, on: false });
  });
});
