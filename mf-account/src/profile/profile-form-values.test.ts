import { testUser } from '@storefront/shared/test-utils';
import { describe, expect, it } from 'vitest';
import { isBirthdayAllowed } from './birthday';
import { formValuesOf, profileFormSchema, updateRequestOf } from './profile-form-values';

const today = new Date(2026, 2, 15, 14, 0);

describe('the profile form (spec §5)', () => {
  it('allows a birthday from 120 years before today up to today', () => {
    expect(isBirthdayAllowed(new Date(1906, 2, 15), today)).toBe(true);
    expect(isBirthdayAllowed(new Date(1906, 2, 14), today)).toBe(false);
    expect(isBirthdayAllowed(new Date(2026, 2, 15), today)).toBe(true);
    expect(isBirthdayAllowed(new Date(2026, 2, 16), today)).toBe(false);
  });

  it('needs a name and a well-formed e-mail; an empty e-mail is fine', () => {
    const values = formValuesOf(testUser());
    expect(profileFormSchema.safeParse({ ...values, name: '  ' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
    expect(profileFormSchema.safeParse({ ...values, email: 'anna@' }).error?.issues[0]?.message).toBe(
      'validation.email',
    );
    expect(profileFormSchema.safeParse({ ...values, email: '' }).success).toBe(true);
  });

  it('sends the birthday as dd.MM.yyyy, an empty e-mail as null, never the phone', () => {
    const values = { ...formValuesOf(testUser()), email: '', name: ' Анна ' };
    expect(updateRequestOf(values, 1)).toEqual({
      city_id: 1,
      name: 'Анна',
      sex: 'female',
      birthday: '14.02.1990',
      email: null,
      is_subscribed: true,
      is_print_fiscal_receipt: false,
    });
    expect(updateRequestOf({ ...values, birthday: null }, null)).not.toHaveProperty('city_id');
  });
});
