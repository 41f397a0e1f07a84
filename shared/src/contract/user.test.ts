import { describe, expect, it } from 'vitest';
import { userPaths } from './paths';
import {
  birthdayToIso,
  checkSessionResponseSchema,
  checkVerificationCodeRequestSchema,
  isoToBirthday,
  loginRequestSchema,
  updateUserRequestSchema,
  VERIFICATION_CODE_PATTERN,
} from './user';

describe('sign-in requests (spec §4, §5)', () => {
  it('takes a code of exactly 4 digits (mf-account’s code input keeps its length in step)', () => {
    expect(VERIFICATION_CODE_PATTERN.test('1234')).toBe(true);
    expect(checkVerificationCodeRequestSchema.safeParse({ code: '0042' }).success).toBe(true);
    for (const code of ['123', '12345', '12a4', 1234, ''])
      expect(checkVerificationCodeRequestSchema.safeParse({ code }).success).toBe(false);
  });

  it('sends the phone as digits and needs a channel', () => {
    const parsed = loginRequestSchema.parse({
      city_id: '1',
      phone: '+7 (999) 000-00-01',
      notify_channel: 'sms',
    });
    expect(parsed).toMatchObject({ city_id: 1, phone: '79990000001', notify_channel: 'sms' });
    expect(loginRequestSchema.safeParse({ city_id: 1, phone: '79990000001' }).success).toBe(false);
    expect(
      loginRequestSchema.safeParse({ city_id: 1, phone: '79990000001', notify_channel: 'fax' }).success,
    ).toBe(false);
  });
});

describe('profile (spec §5)', () => {
  it('reads birthdays as dd.MM.yyyy real dates', () => {
    expect(birthdayToIso('29.02.2024')).toBe('2024-02-29');
    expect(birthdayToIso('29.02.2023')).toBeNull();
    expect(birthdayToIso('2024-02-29')).toBeNull();
    expect(isoToBirthday('1990-07-01')).toBe('01.07.1990');
  });

  it('needs a name, checks sex and e-mail, and clears blank optional fields', () => {
    expect(updateUserRequestSchema.parse({ name: ' Ann ', email: '', birthday: ' ' })).toMatchObject({
      name: 'Ann',
      email: null,
      birthday: null,
    });
    const bad = updateUserRequestSchema.safeParse({
      name: '',
      sex: 'other',
      email: 'x@',
      birthday: '31.02.2000',
    });
    expect(bad.success).toBe(false);
    const fields = bad.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(fields).toEqual(['birthday', 'email', 'name', 'sex']);
  });
});

describe('answers', () => {
  it('check-session is either signed out or carries the user', () => {
    expect(checkSessionResponseSchema.safeParse({ authorized: false }).success).toBe(true);
    expect(checkSessionResponseSchema.safeParse({ authorized: true }).success).toBe(false);
  });

  it('builds the paths that carry ids', () => {
    expect(userPaths.removeAddress(7)).toBe('/user/addresses/remove/7');
    expect(userPaths.favorite(12)).toBe('/user/favorites/12');
  });
});
