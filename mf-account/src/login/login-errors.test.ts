import { ApiError } from '@storefront/shared/api';
import { describe, expect, it } from 'vitest';
import { loginError } from './login-errors';

const api = (status: number, code: string, fieldErrors: Record<string, string> = {}) =>
  new ApiError({ status, code, message: 'server says', fieldErrors });

describe('where a failed sign-in call shows (spec §8)', () => {
  it('puts a 429 at the phone field as too many attempts', () => {
    expect(loginError(api(429, 'too_many_attempts', { phone: 'x' }), 'phone')).toMatchObject({
      at: 'phone',
      kind: 'tooManyAttempts',
    });
    expect(loginError(api(429, 'too_many_attempts', { code: 'x' }), 'code')).toMatchObject({
      at: 'code',
      kind: 'tooManyAttempts',
    });
  });

  it('sends a phone error back to the phone step', () => {
    expect(loginError(api(422, 'code_expired', { phone: 'No code' }), 'code')).toEqual({
      at: 'phone',
      kind: 'message',
      message: 'No code',
    });
  });

  it('shows a wrong or dead code at the code field', () => {
    expect(loginError(api(422, 'wrong_code', { code: 'Wrong' }), 'code')).toMatchObject({
      at: 'code',
      kind: 'wrongCode',
    });
    expect(loginError(api(422, 'code_expired'), 'code')).toMatchObject({ at: 'code', kind: 'message' });
  });

  it('leaves 404 and 500 to the server-error modal', () => {
    expect(loginError(api(500, 'http'), 'phone').at).toBe('none');
    expect(loginError(api(400, 'captcha_failed', { captcha_user_token: 'x' }), 'phone').at).toBe('form');
  });
});
