import { describe, expect, it } from 'vitest';
import { bonusExample, EXAMPLE_COUNTS } from './bonus-example';

const units = EXAMPLE_COUNTS.pizza + EXAMPLE_COUNTS.drink + EXAMPLE_COUNTS.bag;

describe('the bonus page example', () => {
  it('writes off (price − 1) × count per item plus the whole delivery', () => {
    const example = bonusExample('RUB');
    expect(example.rows.map((row) => row.writeOff)).toEqual([1178, 149, 14, 199]);
    expect(example.limit).toBe(1540);
  });

  it('writes off the lesser of the balance and the limit, so each unit keeps 1 payable', () => {
    const example = bonusExample('RUB');
    expect(example.writeOff).toBe(1540);
    expect(example.payable).toBe(units);
  });

  // The text says "the balance is larger than this sum" and "1 per each of the four units".
  it.each(['RUB', 'BYN', 'KZT', 'TRY', 'UAH', 'EUR', 'XXX'])('tells the same story in %s', (currency) => {
    const example = bonusExample(currency);
    expect(example.balance).toBeGreaterThan(example.limit);
    expect(example.writeOff).toBe(example.limit);
    expect(example.payable).toBe(units);
    expect(example.rows.reduce((sum, row) => sum + row.writeOff, 0)).toBe(example.limit);
  });
});
