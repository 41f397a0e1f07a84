// Contract of the user calls (spec §3 User, §4 Login, §5, §6, §7): sign-in by a one-time code,
// the session check, sign-out and account removal, the profile, the bonus balance, saved delivery
// addresses and favourite products. Every path below is under /api.
//
// Who may call what: login, check-verification-code and check-session work for everyone; every
// other /user call here answers 401 (code `unauthorized`, spec §8 body) without a signed-in session.
// A customer only ever reads or changes their own rows: someone else's address id is a 404, the same
// as a missing one.
import { z } from 'zod';
import { deliveryAddressSchema } from './address';
import { idSchema, isoDateSchema, moneySchema } from './common';
import { phoneDigitsSchema, VALIDATION_KEYS } from './feedback';

/** `code` values of the user calls' error answers (spec §8 body). */
export const USER_ERROR_CODES = {
  /** The call needs a signed-in customer (spec §6); the same code the tracking calls use. */
  unauthorized: 'unauthorized',
  /** Too many codes asked for or guessed (429 with Retry-After); the message sits at `phone` or `code`. */
  tooManyAttempts: 'too_many_attempts',
  /** The code is wrong (422 at `code`). */
  wrongCode: 'wrong_code',
  /** No live code for this session: expired, used, killed after 3 wrong tries, or never sent. */
  codeExpired: 'code_expired',
  captchaFailed: 'captcha_failed',
  /**
   * The phone's wrong codes from everyone reached the hourly budget: 429 at `code` (Retry-After);
   * the check goes through again with `captcha_user_token`.
   */
  captchaRequired: 'captcha_required',
  /** The brand has customer sign-in switched off (settings.customers.is_auth_enabled). */
  authDisabled: 'auth_disabled',
  /** State-changing call from another site (Origin, Referer or Sec-Fetch-Site), 403. */
  csrf: 'csrf',
  /** A state-changing call whose body is not JSON, 415. */
  unsupportedMediaType: 'unsupported_media_type',
} as const;

/** Row ids are PostgreSQL integers: a bigger number is a 422 like any other bad id, never a 500. */
const MAX_ROW_ID = 2_147_483_647;
const rowIdInputSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  idSchema.max(MAX_ROW_ID),
);
const optionalRowIdInputSchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  rowIdInputSchema.nullable(),
);

// ── Sign-in (spec §4 Login, §5) ───────────────────────────────────────────────────────────────────

/** Spec §5 and §9: the code is exactly 4 digits (mf-account's VERIFICATION_CODE_LENGTH; its constants.test.ts keeps them in step). */
export const VERIFICATION_CODE_PATTERN = /^\d{4}$/;

const notifyChannelSchema = z.enum(['call', 'sms']);
export type NotifyChannel = z.infer<typeof notifyChannelSchema>;

export const loginRequestSchema = z.object({
  city_id: rowIdInputSchema,
  /** Applied to a new account; an existing account keeps its name. */
  name: z.string().trim().max(100, VALIDATION_KEYS.tooLong).nullish(),
  phone: phoneDigitsSchema,
  /** By call (the code is the last 4 digits of the calling number) or by SMS. */
  notify_channel: notifyChannelSchema,
  /** Checked by the captcha provider; a refused token is a 400 at this field. */
  captcha_user_token: z.string().max(4096).nullish(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * The answer is the same whether or not the phone has an account. `timer`: seconds until another
 * code may be asked for. Too many requests: 429 with Retry-After and the message at `phone`.
 */
export const loginResponseSchema = z.object({
  user: z.object({ verification: z.object({ timer: z.number().int().nonnegative() }) }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const checkVerificationCodeRequestSchema = z.object({
  code: z.string(VALIDATION_KEYS.required).trim().regex(VERIFICATION_CODE_PATTERN, 'The code is 4 digits.'),
  /** Needed only after a 429 `captcha_required` (many wrong codes for the phone from anyone). */
  captcha_user_token: z.string().max(4096).nullish(),
});
export type CheckVerificationCodeRequest = z.input<typeof checkVerificationCodeRequestSchema>;

// ── The customer (spec §3 User) ───────────────────────────────────────────────────────────────────

const sexSchema = z.enum(['male', 'female']);
export type Sex = z.infer<typeof sexSchema>;

/** Spec §9: birthdays travel as dd.MM.yyyy. */
const BIRTHDAY_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** `dd.MM.yyyy` → `yyyy-MM-dd`, or null when it is not a real calendar date. */
export function birthdayToIso(value: string): string | null {
  const match = BIRTHDAY_PATTERN.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** `yyyy-MM-dd` → `dd.MM.yyyy`. */
export function isoToBirthday(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

const userSchema = z.object({
  id: idSchema,
  /** Digits only; read-only in the profile. */
  phone: z.string(),
  name: z.string(),
  /** Null: not specified (a new account has none until the customer picks one). */
  sex: sexSchema.nullable(),
  email: z.string().nullable(),
  /** dd.MM.yyyy */
  birthday: z.string().regex(BIRTHDAY_PATTERN).nullable(),
  is_subscribed: z.boolean(),
  is_print_fiscal_receipt: z.boolean(),
  /** Bonus points; null where the bonus program does not apply to this visitor (spec §1, §6). */
  balance: moneySchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Answer of check-verification-code, GET /user/get and PUT /user/update. */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * GET /user/check-session always answers 200: `{ authorized: false }` for a visitor, or
 * `{ authorized: true, user }` for a signed-in customer (never a 401, so a page start stays quiet).
 */
export const checkSessionResponseSchema = z.discriminatedUnion('authorized', [
  z.object({ authorized: z.literal(true), user: userSchema }),
  z.object({ authorized: z.literal(false) }),
]);
export type CheckSessionResponse = z.infer<typeof checkSessionResponseSchema>;

/** DELETE /user/logout (`signed_out`) and DELETE /user/remove (`removed`): the cookie is cleared. */
export const signOutResponseSchema = z.object({ status: z.enum(['signed_out', 'removed']) });
export type SignOutResponse = z.infer<typeof signOutResponseSchema>;

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value;

/**
 * PUT /user/update (spec §5). The phone is read-only: a different one is a 422 at `phone` (a value
 * under 4 digits counts as not sent). The birthday must lie between 120 years ago and today, which
 * the server checks on its clock. An empty e-mail or birthday clears it.
 */
export const updateUserRequestSchema = z.object({
  city_id: optionalRowIdInputSchema.optional(),
  name: z
    .string(VALIDATION_KEYS.required)
    .trim()
    .min(1, VALIDATION_KEYS.required)
    .max(100, VALIDATION_KEYS.tooLong),
  phone: z.string().max(40, VALIDATION_KEYS.tooLong).nullish(),
  /** Null: not specified. */
  sex: sexSchema.nullable().optional(),
  birthday: z
    .preprocess(
      blankToNull,
      z
        .string()
        .refine((value) => birthdayToIso(value) !== null, 'Enter a date as dd.MM.yyyy.')
        .nullable(),
    )
    .optional(),
  email: z
    .preprocess(blankToNull, z.email(VALIDATION_KEYS.email).max(254, VALIDATION_KEYS.tooLong).nullable())
    .optional(),
  is_subscribed: z.boolean().optional(),
  is_print_fiscal_receipt: z.boolean().optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

// ── Bonus balance (spec §1) ───────────────────────────────────────────────────────────────────────

/** GET /user/balance?city_id= (optional: defaults to the cart's city, then the customer's). */
export const balanceQuerySchema = z.object({ city_id: optionalRowIdInputSchema.optional() });
export interface BalanceQuery {
  city_id?: number | null;
}

/**
 * `balance` is null where the program does not apply (another brand, a city without the loyalty
 * system, or no enable_bonus_program cookie). `can_spend` turns false after the spend deadline.
 */
export const balanceResponseSchema = z.object({
  balance: moneySchema.nullable(),
  can_spend: z.boolean(),
  spend_deadline: isoDateSchema.nullable(),
  accrual_paused: z.boolean(),
});
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;

// ── Saved addresses ───────────────────────────────────────────────────────────────────────────────

/** GET /user/addresses and DELETE /user/addresses/remove/{id}: most recently used first. */
export const deliveryAddressesResponseSchema = z.object({
  delivery_addresses: z.array(deliveryAddressSchema),
});
export type DeliveryAddressesResponse = z.infer<typeof deliveryAddressesResponseSchema>;

export const addressIdParamsSchema = z.object({ id: rowIdInputSchema });

/** POST /user/addresses/set-by-id; answers like set-by-address (`AddressSetResponse`). */
export const setByIdRequestSchema = z.object({ delivery_address_id: rowIdInputSchema });
export type SetByIdRequest = z.input<typeof setByIdRequestSchema>;

// ── Favourites ────────────────────────────────────────────────────────────────────────────────────

/** GET, PUT and DELETE /user/favorites…: the customer's favourite product ids, newest first. */
export const favoritesResponseSchema = z.object({ product_ids: z.array(idSchema) });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

export const favoriteParamsSchema = z.object({ product_id: rowIdInputSchema });

// ── Dev route (not in production) ─────────────────────────────────────────────────────────────────

export const devLastCodeQuerySchema = z.object({ phone: phoneDigitsSchema });
export const devLastCodeResponseSchema = z.object({ code: z.string().regex(VERIFICATION_CODE_PATTERN) });
export type DevLastCodeResponse = z.infer<typeof devLastCodeResponseSchema>;
