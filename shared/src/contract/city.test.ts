import { describe, expect, it } from 'vitest';
import { cityAliasParamsSchema, citySchema } from './city';

describe('cityAliasParamsSchema', () => {
  it.each(['moscow', 'saint-petersburg', 'n1', 'a'.repeat(64)])('accepts %s', (alias) => {
    expect(cityAliasParamsSchema.safeParse({ alias }).success).toBe(true);
  });

  it.each(['', ' ', 'Moscow', 'a'.repeat(65), '../x', 'moscow/', 'москва', 'new_york'])(
    'refuses %j',
    (alias) => {
      const result = cityAliasParamsSchema.safeParse({ alias });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['alias']);
    },
  );
});

describe('citySchema', () => {
  it('refuses a time zone the runtime does not know', () => {
    const shape = citySchema.shape.timezone;
    expect(shape.safeParse('Europe/Moscow').success).toBe(true);
    expect(shape.safeParse('Mars/Olympus_Mons').success).toBe(false);
  });
});
