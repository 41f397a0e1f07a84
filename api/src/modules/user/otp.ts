// One-time sign-in codes (spec §4 Login) and the limits that keep them from being guessed or
// abused, without letting an attacker elsewhere lock the owner out. A code is 4 digits from the
// CSPRNG, stored only as an HMAC (server secret) bound to the brand, phone and the asking session's
// key hash; it expires after 5 minutes, dies on use or on its 3rd wrong try, and a new send closes the
// session's previous code (not another session's: an attacker's send never kills the owner's code).
// Budgets are keyed by phone AND client (the address that asked for the code):
//   - per phone+client: at most 10 wrong codes in any rolling hour (then that client waits until its
//     oldest counted failure is an hour old), 5 sends an hour, one send per 60 s;
//   - per phone, all clients (attackers spread over many addresses): 10 wrong codes in any rolling
//     hour; past that a code is checked only with a solved captcha. A refused check is not a guess
//     (the code is never compared), so without captchas the phone sees at most 10 guesses an hour,
//     while its owner — a person, who can solve one — signs in at once. 10 sends per 15 minutes;
//   - per client: OTP_SENDS_PER_IP sends an hour.
// A sign-in clears the signing client's own failures only, never another party's. Failures live in
// sign_in_failures, shared by every instance. Work on one phone is serialised by a
// transaction-scoped advisory lock. Every time comes from the app's clock.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { type SignedIn, signInSession } from '../session/customer';
import {
  clearPhoneLock,
  closeSupersededCodes,
  closeVerificationCode,
  codeTimesFromIp,
  codeTimesToPhone,
  findOpenCode,
  forgiveSignInFailures,
  insertVerificationCode,
  lockKey,
  lockVerificationCode,
  recordSignInFailure,
  setCodeAttempts,
  setCodeHash,
  signInFailuresSince,
  upsertSignedInCustomer,
} from './repo';

export const OTP_LIMITS = {
  codeTtlMs: 5 * 60_000,
  /** Seconds before another code may be sent to the phone from one client (the login answer's timer). */
  resendAfterSeconds: 60,
  triesPerCode: 3,
  /** Wrong codes per phone per client in any rolling hour. */
  failuresPerClient: 10,
  /** Wrong codes per phone from all clients in a rolling hour; past it a check needs a captcha. */
  failuresPerPhone: 10,
  failureWindowMs: 60 * 60_000,
  /** The window of the phone-wide send budget (so that refusal ends within 15 minutes). */
  lockMs: 15 * 60_000,
  sendWindowMs: 60 * 60_000,
  /** Sends per phone per client per hour. */
  sendsPerPhone: 5,
  /** Sends per phone from all clients per `lockMs` (so this refusal, too, ends within 15 minutes). */
  sendsPerPhoneAllClients: 10,
  sendsPerIp: 20,
} as const;

const CODE_SPACE = 10_000;

export interface OtpContext {
  db: Db;
  now: Date;
  secret: string;
  /** Code sends per client IP per hour (OTP_SENDS_PER_IP); OTP_LIMITS.sendsPerIp by default. */
  sendsPerIp?: number;
  /** The provider's own check of a code it keeps (null: not its code; the stored hash decides). */
  verify?: ((phone: string, code: string) => Promise<boolean | null>) | undefined;
}

export interface CodeRequest {
  brandId: number;
  phone: string;
  name: string | null;
  cityId: number;
  channel: 'call' | 'sms';
  ip: string;
  sessionKeyHash: string;
}

export type IssueOutcome =
  | { kind: 'issued'; id: number; code: string }
  | { kind: 'limited'; retryAfter: number };

export type CheckOutcome =
  | { kind: 'signed_in'; signedIn: SignedIn; sessionKey: string }
  | { kind: 'wrong' }
  | { kind: 'expired' }
  | { kind: 'locked'; retryAfter: number }
  /** The phone's budget of wrong codes is spent: only a check with a solved captcha is compared. */
  | { kind: 'captcha'; retryAfter: number };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function hashCode(secret: string, brandId: number, phone: string, keyHash: string, code: string): string {
  return createHmac('sha256', secret).update(`${brandId}|${phone}|${keyHash}|${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function secondsUntil(until: number, now: Date): number {
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

const phoneKey = (brandId: number, phone: string) => `otp-phone:${brandId}:${phone}`;

interface GuessBudget {
  /** When `client` may guess on the phone again (ms): its own 10 in a rolling hour are spent. */
  clientUntil: number | null;
  /** Until when a check on the phone needs a captcha (ms): all clients' 10 in a rolling hour are spent. */
  captchaUntil: number | null;
}

async function guessBudget(
  tx: Tx,
  brandId: number,
  phone: string,
  client: string,
  now: Date,
): Promise<GuessBudget> {
  const since = new Date(now.getTime() - OTP_LIMITS.failureWindowMs);
  const recent = await signInFailuresSince(tx, brandId, phone, since);
  const mine = recent.filter((row) => row.client === client);
  const until = (rows: typeof recent, max: number) =>
    rows.length >= max ? rows[rows.length - max]!.at.getTime() + OTP_LIMITS.failureWindowMs : null;
  const live = (at: number | null) => (at !== null && at > now.getTime() ? at : null);
  return {
    clientUntil: live(until(mine, OTP_LIMITS.failuresPerClient)),
    captchaUntil: live(until(recent, OTP_LIMITS.failuresPerPhone)),
  };
}

/** Creates a code for the session if every budget allows; the caller sends it. */
export async function issueCode(ctx: OtpContext, request: CodeRequest): Promise<IssueOutcome> {
  const { now } = ctx;
  const sendsPerIp = ctx.sendsPerIp ?? OTP_LIMITS.sendsPerIp;
  const { brandId, phone, ip, sessionKeyHash } = request;
  return ctx.db.transaction(async (tx) => {
    // Always the IP first, then the phone: no two transactions wait on each other in a cycle.
    await lockKey(tx, `otp-ip:${ip}`);
    await lockKey(tx, phoneKey(brandId, phone));

    const { clientUntil } = await guessBudget(tx, brandId, phone, ip, now);
    if (clientUntil !== null) return { kind: 'limited', retryAfter: secondsUntil(clientUntil, now) };

    const windowStart = new Date(now.getTime() - OTP_LIMITS.sendWindowMs);
    const byIp = await codeTimesFromIp(tx, ip, windowStart, sendsPerIp);
    if (byIp.length >= sendsPerIp) {
      const oldest = byIp[0]!.createdAt.getTime();
      return { kind: 'limited', retryAfter: secondsUntil(oldest + OTP_LIMITS.sendWindowMs, now) };
    }

    const allClients = await codeTimesToPhone(
      tx,
      { brandId, phone },
      new Date(now.getTime() - OTP_LIMITS.lockMs),
      OTP_LIMITS.sendsPerPhoneAllClients,
    );
    if (allClients.length >= OTP_LIMITS.sendsPerPhoneAllClients) {
      const oldest = allClients[allClients.length - 1]!.createdAt.getTime();
      return { kind: 'limited', retryAfter: secondsUntil(oldest + OTP_LIMITS.lockMs, now) };
    }

    const byPhone = await codeTimesToPhone(tx, { brandId, phone, ip }, windowStart, OTP_LIMITS.sendsPerPhone);
    const last = byPhone[0]?.createdAt.getTime();
    const resendAt = last === undefined ? 0 : last + OTP_LIMITS.resendAfterSeconds * 1000;
    if (resendAt > now.getTime()) return { kind: 'limited', retryAfter: secondsUntil(resendAt, now) };
    if (byPhone.length >= OTP_LIMITS.sendsPerPhone) {
      const oldest = byPhone[byPhone.length - 1]!.createdAt.getTime();
      return { kind: 'limited', retryAfter: secondsUntil(oldest + OTP_LIMITS.sendWindowMs, now) };
    }

    // A new code supersedes the session's open code, and the phone's from the same client; never
    // another client's (an attacker's send must not kill the owner's code).
    await closeSupersededCodes(tx, { sessionKeyHash, brandId, phone, ip }, now);

    const code = String(randomInt(0, CODE_SPACE)).padStart(4, '0');
    const id = await insertVerificationCode(tx, {
      brandId,
      sessionKeyHash,
      phone,
      name: request.name,
      cityId: request.cityId,
      channel: request.channel,
      codeHash: hashCode(ctx.secret, brandId, phone, sessionKeyHash, code),
      ip,
      expiresAt: new Date(now.getTime() + OTP_LIMITS.codeTtlMs),
      createdAt: now,
    });
    return { kind: 'issued', id, code };
  });
}

/** The code the provider chose (a flash call's last four digits) replaces the one we made. */
export async function replaceCode(
  ctx: OtpContext,
  id: number,
  issued: { brandId: number; phone: string; sessionKeyHash: string },
  code: string,
) {
  await setCodeHash(
    ctx.db,
    id,
    hashCode(ctx.secret, issued.brandId, issued.phone, issued.sessionKeyHash, code),
  );
}

/** Closes a code that could not be delivered. */
export async function closeCode(db: Db, id: number, now: Date) {
  await closeVerificationCode(db, id, now);
}

/** Counts a wrong code against the phone and the client that asked for the code. */
async function countFailure(tx: Tx, brandId: number, phone: string, client: string, now: Date) {
  // Rows older than the window count for nothing.
  const windowStart = new Date(now.getTime() - OTP_LIMITS.failureWindowMs);
  await recordSignInFailure(tx, { brandId, phone, client }, now, windowStart);
}

/**
 * Checks a code against the session's open one. Right: the code is used up, the phone's failure
 * count reset, the customer found or created for (brand, phone), and the session signed in under a
 * new key. Wrong: the code's tries and the phone's failures go up.
 */
export async function checkCode(
  ctx: OtpContext,
  brandId: number,
  sessionKeyHash: string,
  code: string,
  /** The check came with a captcha the provider accepted. */
  captchaSolved = false,
): Promise<CheckOutcome> {
  const { db, now } = ctx;
  const open = await findOpenCode(db, brandId, sessionKeyHash);
  if (!open) return { kind: 'expired' };

  return db.transaction(async (tx): Promise<CheckOutcome> => {
    await lockKey(tx, phoneKey(brandId, open.phone));
    const budget = await guessBudget(tx, brandId, open.phone, open.ip, now);
    if (budget.clientUntil !== null)
      return { kind: 'locked', retryAfter: secondsUntil(budget.clientUntil, now) };
    if (budget.captchaUntil !== null && !captchaSolved)
      return { kind: 'captcha', retryAfter: secondsUntil(budget.captchaUntil, now) };

    const row = await lockVerificationCode(tx, open.id);
    if (!row || row.closedAt !== null || row.attempts >= OTP_LIMITS.triesPerCode) return { kind: 'expired' };
    if (row.expiresAt.getTime() <= now.getTime()) {
      await closeCode(tx, row.id, now);
      return { kind: 'expired' };
    }

    // A provider that keeps the code (Twilio Verify) decides; otherwise the hash of the code we sent.
    const providerSays = ctx.verify ? await ctx.verify(row.phone, code) : null;
    if (
      !(
        providerSays ?? sameHash(row.codeHash, hashCode(ctx.secret, brandId, row.phone, sessionKeyHash, code))
      )
    ) {
      const attempts = row.attempts + 1;
      await setCodeAttempts(tx, row.id, attempts, attempts >= OTP_LIMITS.triesPerCode ? now : null);
      await countFailure(tx, brandId, row.phone, row.ip, now);
      return { kind: 'wrong' };
    }

    await closeCode(tx, row.id, now);
    await clearPhoneLock(tx, brandId, row.phone);
    // The owner is in: their own failures are forgiven; another party's still count against it.
    await forgiveSignInFailures(tx, { brandId, phone: row.phone, client: row.ip });
    // An existing account keeps its data; a blank name or city is filled from this login.
    const customer = await upsertSignedInCustomer(
      tx,
      { brandId, phone: row.phone, name: row.name ?? '', cityId: row.cityId },
      now,
    );
    const session = await signInSession(tx, sessionKeyHash, customer.id, now);
    return {
      kind: 'signed_in',
      signedIn: { sessionId: session.sessionId, keyHash: session.keyHash, customer },
      sessionKey: session.key,
    };
  });
}
