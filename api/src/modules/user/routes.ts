// The user calls of spec §7: sign-in by a one-time code (login, check-verification-code), the
// session (check-session, logout, remove), the profile (get, update), the bonus balance, saved
// addresses (list, remove; set-by-id lives with the other address calls in location/routes.ts) and
// favourites. Everything but login, check-verification-code and check-session needs a signed-in
// customer (401 otherwise, before any body check). Outside production, GET /dev/last-code reads
// the sandbox's last code for a phone (tests and local sign-in).

import { randomBytes } from 'node:crypto';
import {
  addressIdParamsSchema,
  balanceQuerySchema,
  balanceResponseSchema,
  checkSessionResponseSchema,
  checkVerificationCodeRequestSchema,
  deliveryAddressesResponseSchema,
  devLastCodeQuerySchema,
  devLastCodeResponseSchema,
  ERROR_CODES,
  favoriteParamsSchema,
  favoritesResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  signOutResponseSchema,
  USER_ERROR_CODES,
  USER_PATHS,
  updateUserRequestSchema,
  userResponseSchema,
} from '@storefront/shared/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { HttpError, notFound } from '../../http/http-error';
import { type Lang, requestLang, text } from '../../http/texts';
import type { App, ModuleOptions } from '../../http/types';
import { OtpDeliveryError, type OtpProvider, SandboxOtpProvider } from '../../providers/otp';

/** The provider's own check, when it keeps codes (Twilio Verify); its outage is a 503, not a 500. */
const otpVerifier = (otp: OtpProvider, lang: Lang) => {
  const check = otp.check?.bind(otp);
  if (!check) return undefined;
  return async (phone: string, code: string) => {
    try {
      return await check({ phone, code });
    } catch (error) {
      if (!(error instanceof OtpDeliveryError)) throw error;
      const message = text(
        lang,
        error.kind === 'rate_limited' ? 'too_many_attempts' : 'user:otp_unavailable',
      );
      throw new HttpError(error.kind === 'rate_limited' ? 429 : 503, message, ERROR_CODES.unavailable, {
        code: [message],
      });
    }
  };
};

import { brandHook, requireBrand } from '../brands/resolve-brand';
import { invalid } from '../location/context';
import { findSignedIn, requireCustomer, signedInOf } from '../session/customer';
import { clearSessionCookie, ensureSession, sessionKeyHash, setSessionCookie } from '../session/session';
import { savedAddresses } from './addresses';
import { bonusStatus } from './balance';
import { checkCode, closeCode, issueCode, OTP_LIMITS, replaceCode } from './otp';
import { updateProfile, userAnswer } from './profile';
import {
  addFavorite,
  endSession,
  favoriteIds,
  removeCustomer,
  removeFavorite,
  removeSavedAddress,
} from './repo';

export interface UserModuleOptions extends ModuleOptions {
  /**
   * HMAC key for stored sign-in codes (OTP_SECRET); every instance behind one database must share
   * it. Random per process when unset: codes then only verify on the instance that sent them.
   */
  otpSecret?: string | undefined;
  /** Code sends per client IP per hour (OTP_SENDS_PER_IP). */
  otpSendsPerIp?: number | undefined;
}

/** 429 with Retry-After and the spec §8 message at `field` (phone on login, code on check). */
function tooManyAttempts(reply: FastifyReply, lang: Lang, field: string, retryAfter: number) {
  reply.header('retry-after', String(retryAfter));
  const message = text(lang, 'too_many_attempts');
  return new HttpError(429, message, USER_ERROR_CODES.tooManyAttempts, { [field]: [message] });
}

/** A provider's refusal as the spec §8 text at the phone field (the error itself carries no code). */
function otpRefusal(err: unknown, reply: FastifyReply, lang: Lang, log: FastifyBaseLogger): HttpError {
  const kind = err instanceof OtpDeliveryError ? err.kind : 'unavailable';
  log.warn(
    { reason: kind, detail: err instanceof Error ? err.message : String(err) },
    'sign-in code was not sent',
  );
  if (kind === 'rate_limited') return tooManyAttempts(reply, lang, 'phone', OTP_LIMITS.resendAfterSeconds);
  if (kind === 'bad_number') return invalid({ phone: [text(lang, 'orders:phone_invalid')] });
  const message = text(lang, 'user:otp_unavailable');
  return new HttpError(503, message, ERROR_CODES.unavailable, { phone: [message] });
}

export async function userRoutes(
  app: App,
  { deps, otpSecret = randomBytes(32).toString('hex'), otpSendsPerIp }: UserModuleOptions,
) {
  const db = deps.database.db;
  app.addHook('onRequest', brandHook(db, deps.defaultBrand));
  app.addHook('onSend', async (_request, reply) => {
    // Per customer: never cached anywhere.
    reply.header('cache-control', 'no-store');
  });
  const signedIn = { preValidation: requireCustomer(db) };

  // ── Sign-in ────────────────────────────────────────────────────────────────────────────────────

  app.post(
    USER_PATHS.login,
    { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const brand = requireBrand(request);
      const lang = requestLang(request);
      const body = request.body;
      if (!brand.settings.customers.is_auth_enabled)
        throw new HttpError(403, text(lang, 'user:auth_disabled'), USER_ERROR_CODES.authDisabled);
      const snapshot = await deps.snapshots.get(brand);
      if (!snapshot.cities.has(body.city_id)) throw invalid({ city_id: [text(lang, 'user:unknown_city')] });
      if (!(await deps.captcha.verify(body.captcha_user_token ?? undefined, request.ip))) {
        const message = text(lang, 'user:captcha_failed');
        throw new HttpError(400, message, USER_ERROR_CODES.captchaFailed, { captcha_user_token: [message] });
      }

      const now = deps.now();
      const session = await ensureSession(db, request, reply, now);
      // Nothing here looks at whether the phone has an account: known and unknown phones get the
      // same answer by the same path.
      const issued = await issueCode(
        { db, now, secret: otpSecret, ...(otpSendsPerIp ? { sendsPerIp: otpSendsPerIp } : {}) },
        {
          brandId: brand.id,
          phone: body.phone,
          name: body.name || null,
          cityId: body.city_id,
          channel: body.notify_channel,
          ip: request.ip,
          sessionKeyHash: session.keyHash,
        },
      );
      if (issued.kind === 'limited') throw tooManyAttempts(reply, lang, 'phone', issued.retryAfter);
      try {
        const sent = await deps.otp.send({
          brand: brand.alias,
          phone: body.phone,
          channel: body.notify_channel,
          code: issued.code,
          ip: request.ip,
        });
        // A flash call's number chose the code: that is the one the customer types.
        if (sent?.code && sent.code !== issued.code)
          await replaceCode(
            { db, now, secret: otpSecret },
            issued.id,
            { brandId: brand.id, phone: body.phone, sessionKeyHash: session.keyHash },
            sent.code,
          );
      } catch (err) {
        await closeCode(db, issued.id, now);
        throw otpRefusal(err, reply, lang, request.log);
      }
      return { user: { verification: { timer: OTP_LIMITS.resendAfterSeconds } } };
    },
  );

  app.post(
    USER_PATHS.checkVerificationCode,
    { schema: { body: checkVerificationCodeRequestSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      const brand = requireBrand(request);
      const lang = requestLang(request);
      const keyHash = sessionKeyHash(request);
      const token = request.body.captcha_user_token;
      const captchaSolved = token ? await deps.captcha.verify(token, request.ip) : false;
      const outcome = keyHash
        ? await checkCode(
            { db, now: deps.now(), secret: otpSecret, verify: otpVerifier(deps.otp, lang) },
            brand.id,
            keyHash,
            request.body.code,
            captchaSolved,
          )
        : ({ kind: 'expired' } as const);
      switch (outcome.kind) {
        case 'locked':
          throw tooManyAttempts(reply, lang, 'code', outcome.retryAfter);
        case 'captcha': {
          const error = tooManyAttempts(reply, lang, 'code', outcome.retryAfter);
          throw new HttpError(429, error.message, USER_ERROR_CODES.captchaRequired, error.errors);
        }
        case 'wrong':
          throw invalid({ code: [text(lang, 'user:code_wrong')] }, USER_ERROR_CODES.wrongCode);
        case 'expired':
          throw invalid({ code: [text(lang, 'user:code_expired')] }, USER_ERROR_CODES.codeExpired);
      }
      setSessionCookie(reply, outcome.sessionKey);
      return { user: await userAnswer(deps, request, outcome.signedIn) };
    },
  );

  // ── Session ────────────────────────────────────────────────────────────────────────────────────

  app.get(
    USER_PATHS.checkSession,
    { schema: { response: { 200: checkSessionResponseSchema } } },
    async (request) => {
      const found = await findSignedIn(db, request, requireBrand(request).id);
      if (!found) return { authorized: false as const };
      return { authorized: true as const, user: await userAnswer(deps, request, found) };
    },
  );

  app.delete(
    USER_PATHS.logout,
    { ...signedIn, schema: { response: { 200: signOutResponseSchema } } },
    async (request, reply) => {
      // The session row goes, and its cart with it: the next visit starts as a new guest.
      await endSession(db, signedInOf(request).sessionId);
      clearSessionCookie(reply);
      return { status: 'signed_out' as const };
    },
  );

  app.delete(
    USER_PATHS.remove,
    { ...signedIn, schema: { response: { 200: signOutResponseSchema } } },
    async (request, reply) => {
      const { customer } = signedInOf(request);
      await removeCustomer(db, customer.id);
      clearSessionCookie(reply);
      return { status: 'removed' as const };
    },
  );

  // ── Profile and balance ────────────────────────────────────────────────────────────────────────

  app.get(
    USER_PATHS.get,
    { ...signedIn, schema: { response: { 200: userResponseSchema } } },
    async (request) => ({
      user: await userAnswer(deps, request, signedInOf(request)),
    }),
  );

  app.put(
    USER_PATHS.update,
    { ...signedIn, schema: { body: updateUserRequestSchema, response: { 200: userResponseSchema } } },
    async (request) => {
      const current = signedInOf(request);
      const customer = await updateProfile(deps, request, current, request.body);
      return { user: await userAnswer(deps, request, { ...current, customer }) };
    },
  );

  app.get(
    USER_PATHS.balance,
    { ...signedIn, schema: { querystring: balanceQuerySchema, response: { 200: balanceResponseSchema } } },
    (request) => bonusStatus(deps, request, signedInOf(request), request.query.city_id),
  );

  // ── Saved addresses ────────────────────────────────────────────────────────────────────────────

  app.get(
    USER_PATHS.addresses,
    { ...signedIn, schema: { response: { 200: deliveryAddressesResponseSchema } } },
    async (request) => {
      const snapshot = await deps.snapshots.get(requireBrand(request));
      return { delivery_addresses: await savedAddresses(db, snapshot, signedInOf(request).customer.id) };
    },
  );

  app.delete(
    USER_PATHS.removeAddress,
    {
      ...signedIn,
      schema: { params: addressIdParamsSchema, response: { 200: deliveryAddressesResponseSchema } },
    },
    async (request) => {
      const { customer } = signedInOf(request);
      if (!(await removeSavedAddress(db, customer.id, request.params.id)))
        throw notFound(text(requestLang(request), 'address_not_found'));
      const snapshot = await deps.snapshots.get(requireBrand(request));
      return { delivery_addresses: await savedAddresses(db, snapshot, customer.id) };
    },
  );

  // ── Favourites ─────────────────────────────────────────────────────────────────────────────────

  app.get(
    USER_PATHS.favorites,
    { ...signedIn, schema: { response: { 200: favoritesResponseSchema } } },
    async (request) => ({ product_ids: await favoriteIds(db, signedInOf(request).customer.id) }),
  );

  app.put(
    USER_PATHS.favorite,
    { ...signedIn, schema: { params: favoriteParamsSchema, response: { 200: favoritesResponseSchema } } },
    async (request) => {
      const { customer } = signedInOf(request);
      const snapshot = await deps.snapshots.get(requireBrand(request));
      if (!snapshot.products.has(request.params.product_id))
        throw notFound(text(requestLang(request), 'user:product_not_found'));
      await addFavorite(db, customer.id, request.params.product_id, deps.now());
      return { product_ids: await favoriteIds(db, customer.id) };
    },
  );

  app.delete(
    USER_PATHS.favorite,
    { ...signedIn, schema: { params: favoriteParamsSchema, response: { 200: favoritesResponseSchema } } },
    async (request) => {
      const { customer } = signedInOf(request);
      const lang = requestLang(request);
      const snapshot = await deps.snapshots.get(requireBrand(request));
      if (!snapshot.products.has(request.params.product_id))
        throw notFound(text(lang, 'user:product_not_found'));
      if (!(await removeFavorite(db, customer.id, request.params.product_id)))
        throw notFound(text(lang, 'user:not_a_favorite'));
      return { product_ids: await favoriteIds(db, customer.id) };
    },
  );

  // ── Dev ────────────────────────────────────────────────────────────────────────────────────────

  const otp = deps.otp;
  if (!deps.production && otp instanceof SandboxOtpProvider) {
    app.get(
      USER_PATHS.devLastCode,
      { schema: { querystring: devLastCodeQuerySchema, response: { 200: devLastCodeResponseSchema } } },
      async (request) => {
        const code = otp.lastCode(requireBrand(request).alias, request.query.phone);
        if (!code) throw notFound(text(requestLang(request), 'user:code_not_found'));
        return { code };
      },
    );
  }
}
