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
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, phoneLocks, signInFailures, verificationCodes } from '../../db/schema';
import { type SignedIn, signInSession } from '../session/customer';

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

async function lock(tx: Tx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
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
  const recent = await tx
    .select({ client: signInFailures.client, at: signInFailures.createdAt })
    .from(signInFailures)
    .where(
      and(
        eq(signInFailures.brandId, brandId),
        eq(signInFailures.phone, phone),
        gt(signInFailures.createdAt, since),
      ),
    )
    .orderBy(asc(signInFailures.createdAt));
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
    await lock(tx, `otp-ip:${ip}`);
    await lock(tx, phoneKey(brandId, phone));

    const { clientUntil } = await guessBudget(tx, brandId, phone, ip, now);
    if (clientUntil !== null) return { kind: 'limited', retryAfter: secondsUntil(clientUntil, now) };

    const windowStart = new Date(now.getTime() - OTP_LIMITS.sendWindowMs);
    const byIp = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, windowStart)))
      .orderBy(asc(verificationCodes.createdAt))
      .limit(sendsPerIp);
    if (byIp.length >= sendsPerIp) {
      const oldest = byIp[0]!.createdAt.getTime();
      return { kind: 'limited', retryAfter: secondsUntil(oldest + OTP_LIMITS.sendWindowMs, now) };
    }

    const allClients = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.brandId, brandId),
          eq(verificationCodes.phone, phone),
          gt(verificationCodes.createdAt, new Date(now.getTime() - OTP_LIMITS.lockMs)),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(OTP_LIMITS.sendsPerPhoneAllClients);
    if (allClients.length >= OTP_LIMITS.sendsPerPhoneAllClients) {
      const oldest = allClients[allClients.length - 1]!.createdAt.getTime();
      return { kind: 'limited', retryAfter: secondsUntil(oldest + OTP_LIMITS.lockMs, now) };
    }

    const byPhone = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.brandId, brandId),
          eq(verificationCodes.phone, phone),
          eq(verificationCodes.ip, ip),
          gt(verificationCodes.createdAt, windowStart),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(OTP_LIMITS.sendsPerPhone);
    const last = byPhone[0]?.createdAt.getTime();
    const resendAt = last === undefined ? 0 : last + OTP_LIMITS.resendAfterSeconds * 1000;
    if (resendAt > now.getTime()) return { kind: 'limited', retryAfter: secondsUntil(resendAt, now) };
    if (byPhone.length >= OTP_LIMITS.sendsPerPhone) {
      const oldest = byPhone[byPhone.length - 1]!.createdAt.getTime();
      return { kind: 'limited', retryAfter: secondsUntil(oldest + OTP_LIMITS.sendWindowMs, now) };
    }

    // A new code supersedes the session's open code, and the phone's from the same client; never
    // another client's (an attacker's send must not kill the owner's code).
    await tx
      .update(verificationCodes)
      .set({ closedAt: now })
      .where(
        and(
          isNull(verificationCodes.closedAt),
          or(
            eq(verificationCodes.sessionKeyHash, sessionKeyHash),
            and(
              eq(verificationCodes.brandId, brandId),
              eq(verificationCodes.phone, phone),
              eq(verificationCodes.ip, ip),
            ),
          ),
        ),
      );

    const code = String(randomInt(0, CODE_SPACE)).padStart(4, '0');
    const [row] = await tx
      .insert(verificationCodes)
      .values({
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
      })
      .returning({ id: verificationCodes.id });
    return { kind: 'issued', id: row!.id, code };
  });
}

/** The code the provider chose (a flash call's last four digits) replaces the one we made. */
export async function replaceCode(
  ctx: OtpContext,
  id: number,
  issued: { brandId: number; phone: string; sessionKeyHash: string },
  code: string,
) {
  await ctx.db
    .update(verificationCodes)
    .set({ codeHash: hashCode(ctx.secret, issued.brandId, issued.phone, issued.sessionKeyHash, code) })
    .where(eq(verificationCodes.id, id));
}

/** Closes a code that could not be delivered. */
export async function closeCode(db: Db, id: number, now: Date) {
  await db.update(verificationCodes).set({ closedAt: now }).where(eq(verificationCodes.id, id));
}

/** Counts a wrong code against the phone and the client that asked for the code. */
async function countFailure(tx: Tx, brandId: number, phone: string, client: string, now: Date) {
  await tx.insert(signInFailures).values({ brandId, phone, client, createdAt: now });
  // Rows older than the window count for nothing.
  await tx
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.brandId, brandId),
        eq(signInFailures.phone, phone),
        sql`${signInFailures.createdAt} <= ${new Date(now.getTime() - OTP_LIMITS.failureWindowMs).toISOString()}::timestamptz`,
      ),
    );
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
  const [open] = await db
    .select({ id: verificationCodes.id, phone: verificationCodes.phone, ip: verificationCodes.ip })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.sessionKeyHash, sessionKeyHash),
        eq(verificationCodes.brandId, brandId),
        isNull(verificationCodes.closedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!open) return { kind: 'expired' };

  return db.transaction(async (tx): Promise<CheckOutcome> => {
    await lock(tx, phoneKey(brandId, open.phone));
    const budget = await guessBudget(tx, brandId, open.phone, open.ip, now);
    if (budget.clientUntil !== null)
      return { kind: 'locked', retryAfter: secondsUntil(budget.clientUntil, now) };
    if (budget.captchaUntil !== null && !captchaSolved)
      return { kind: 'captcha', retryAfter: secondsUntil(budget.captchaUntil, now) };

    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.id, open.id))
      .for('update');
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
      await tx
        .update(verificationCodes)
        .set({ attempts, closedAt: attempts >= OTP_LIMITS.triesPerCode ? now : null })
        .where(eq(verificationCodes.id, row.id));
      await countFailure(tx, brandId, row.phone, row.ip, now);
      return { kind: 'wrong' };
    }

    await closeCode(tx, row.id, now);
    await tx.delete(phoneLocks).where(and(eq(phoneLocks.brandId, brandId), eq(phoneLocks.phone, row.phone)));
    // The owner is in: their own failures are forgiven; another party's still count against it.
    await tx
      .delete(signInFailures)
      .where(
        and(
          eq(signInFailures.brandId, brandId),
          eq(signInFailures.phone, row.phone),
          eq(signInFailures.client, row.ip),
        ),
      );
    const [customer] = await tx
      .insert(customers)
      .values({
        brandId,
        phone: row.phone,
        name: row.name ?? '',
        cityId: row.cityId,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [customers.brandId, customers.phone],
        // An existing account keeps its data; a blank name or city is filled from this login.
        set: {
          name: sql`case when ${customers.name} = '' then excluded.name else ${customers.name} end`,
          cityId: sql`coalesce(${customers.cityId}, excluded.city_id)`,
        },
      })
      .returning();
    const session = await signInSession(tx, sessionKeyHash, customer!.id, now);
    return {
      kind: 'signed_in',
      signedIn: { sessionId: session.sessionId, keyHash: session.keyHash, customer: customer! },
      sessionKey: session.key,
    };
  });
}
