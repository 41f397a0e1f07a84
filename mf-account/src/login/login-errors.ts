// Where a failed sign-in call is shown (spec §8 and §4 Login): a 429 says 'Too many attempts' at the
// phone field, a phone error sends the visitor back to the phone step, a wrong or dead code is a
// code-field error. Statuses the API client already shows in the server-error modal are not repeated.
import { isApiError, SERVER_ERROR_STATUSES } from '@storefront/shared/api';
import { USER_ERROR_CODES } from '@storefront/shared/contract';

export type LoginErrorKind = 'tooManyAttempts' | 'wrongCode' | 'message';

export interface LoginError {
  /** The field it belongs to; `form` is a message above the buttons; `none` is shown elsewhere. */
  at: 'phone' | 'code' | 'form' | 'none';
  kind: LoginErrorKind;
  /** The server's sentence, for kind `message`. */
  message: string;
}

export function loginError(error: unknown, phase: 'phone' | 'code'): LoginError {
  if (!isApiError(error)) return { at: 'form', kind: 'message', message: String(error) };
  const message = error.message;
  if (error.status === 429) {
    // Too many wrong codes locks the phone: the API says so at `code`; everything else at the phone.
    const at = phase === 'code' && error.has('code') && !error.has('phone') ? 'code' : 'phone';
    return { at, kind: 'tooManyAttempts', message };
  }
  if (error.has('phone')) return { at: 'phone', kind: 'message', message: error.field('phone') ?? message };
  if (phase === 'code' && (error.code === USER_ERROR_CODES.wrongCode || error.has('code'))) {
    return error.code === USER_ERROR_CODES.wrongCode
      ? { at: 'code', kind: 'wrongCode', message }
      : { at: 'code', kind: 'message', message: error.field('code') ?? message };
  }
  if (phase === 'code' && error.code === USER_ERROR_CODES.codeExpired) {
    return { at: 'code', kind: 'message', message };
  }
  // 404 and 500 already opened the server-error modal (the sign-in calls are silent on 429 only).
  if (SERVER_ERROR_STATUSES.includes(error.status)) return { at: 'none', kind: 'message', message };
  return { at: 'form', kind: 'message', message };
}
