// The sandbox acquirer: it stands in for the bank's side and behaves like a real one. Its ledger is
// acquirer_transactions in its own database (one transaction per merchant reference, only the card's last four
// digits kept); test cards choose the outcome (SANDBOX_TEST_CARDS); 3-D Secure v1 and v2 go through
// its ACS page; SBP, SberPay, wallets and the aggregator wait for its bank page; a pending
// transaction expires at the payment deadline; every final outcome is sent to the merchant as a
// notification signed with HMAC-SHA256, re-sent until acknowledged.
import { randomBytes } from 'node:crypto';
import type {
  AcquirerAction,
  AcquirerResult,
  ChargeRequest,
  Complete3dsInput,
  DeclineReason,
} from '@storefront/server-shared/acquirer-wire';
import { ACQUIRER_PATHS, SANDBOX_TEST_CARDS, type SandboxCardOutcome } from '@storefront/shared/contract';
import { PAYMENT_DEADLINE_MS } from '@storefront/shared/domain';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { LedgerDb } from './db';
import { transactions as sandboxAcquirerTransactions } from './schema';
import { base64urlJson, openCard, parseBase64urlJson, signToken, verifyToken } from './tokens';

export type TransactionRow = typeof sandboxAcquirerTransactions.$inferSelect;

export const FINAL_STATES = ['approved', 'declined', 'expired', 'refunded'] as const;
export const PENDING_STATES = ['created', '3ds_method', '3ds_challenge', '3ds_passed', 'waiting'] as const;

export interface SandboxAcquirerOptions {
  db: LedgerDb;
  /** The acquirer's own key (never the merchant's): keys card cryptograms and 3-D Secure tokens. */
  secret: string;
  /** Origin the customer's browser reaches the acquirer's pages at (its links are built from it). */
  publicOrigin: string;
  now: () => Date;
  /** Hands a notification to the merchant (signed on the way); true when it answered 2xx. */
  deliver: (rawBody: string) => Promise<boolean>;
  publicId?: string;
}

const CARD_SCENARIOS = new Map<string, SandboxCardOutcome>(
  Object.entries(SANDBOX_TEST_CARDS).map(([outcome, card]) => [
    card.number.replace(/\s/g, ''),
    outcome as SandboxCardOutcome,
  ]),
);

const CARD_STATE: Record<SandboxCardOutcome, TransactionRow['state']> = {
  approved: 'approved',
  'approved-new': 'waiting',
  '3ds': '3ds_challenge',
  '3ds-v2': '3ds_method',
  insufficient_funds: 'declined',
  declined: 'declined',
};

export const isFinal = (state: string) => (FINAL_STATES as readonly string[]).includes(state);

export function declineReason(row: Pick<TransactionRow, 'state' | 'scenario'>): DeclineReason {
  if (row.state === 'expired') return 'expired';
  if (row.state === 'refunded') return 'refunded';
  if (row.scenario === 'insufficient_funds') return 'insufficient_funds';
  if (row.scenario === '3ds' || row.scenario === '3ds-v2') return 'authentication_failed';
  return 'declined';
}

export class SandboxAcquirer {
  readonly name = 'sandbox';
  readonly publicId: string;

  constructor(readonly options: SandboxAcquirerOptions) {
    this.publicId = options.publicId ?? 'pk_sandbox_storefront';
  }

  private get db() {
    return this.options.db;
  }

  async byId(id: string): Promise<TransactionRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxAcquirerTransactions)
      .where(eq(sandboxAcquirerTransactions.id, id));
    return row ?? null;
  }

  async byReference(reference: string): Promise<TransactionRow | null> {
    const [row] = await this.db
      .select()
      .from(sandboxAcquirerTransactions)
      .where(eq(sandboxAcquirerTransactions.merchantReference, reference));
    return row ?? null;
  }

  /** The PaRes the ACS hands back for a decision. */
  paRes(id: string, approved: boolean): string {
    return signToken(this.options.secret, 'pares', `${id}:${approved ? 'Y' : 'N'}`);
  }

  cres(id: string, approved: boolean): string {
    return base64urlJson({
      threeDSServerTransID: id,
      transStatus: approved ? 'Y' : 'N',
      sig: signToken(this.options.secret, 'cres', `${id}:${approved ? 'Y' : 'N'}`),
    });
  }

  /** The transaction a PaReq or creq names (what the ACS page is opened with). */
  transactionOfChallenge(token: string): string | null {
    const fromPaReq = verifyToken(this.options.secret, 'pareq', token);
    if (fromPaReq) return fromPaReq;
    const creq = parseBase64urlJson(token);
    const id = creq?.threeDSServerTransID;
    const sig = creq?.sig;
    if (typeof id !== 'string' || typeof sig !== 'string') return null;
    return verifyToken(this.options.secret, 'creq', sig) === id ? id : null;
  }

  transactionOfCres(cres: string): string | null {
    return this.decisionOfCres(cres)?.id ?? null;
  }

  private decisionOfCres(cres: string): { id: string; approved: boolean } | null {
    const data = parseBase64urlJson(cres);
    if (typeof data?.sig !== 'string') return null;
    const payload = verifyToken(this.options.secret, 'cres', data.sig);
    if (!payload) return null;
    const [id, decision] = payload.split(':');
    return id ? { id, approved: decision === 'Y' } : null;
  }

  private decisionOfPaRes(paRes: string): { id: string; approved: boolean } | null {
    const payload = verifyToken(this.options.secret, 'pares', paRes);
    if (!payload) return null;
    const [id, decision] = payload.split(':');
    return id ? { id, approved: decision === 'Y' } : null;
  }

  private action(row: TransactionRow, termUrl: string): AcquirerAction {
    const base = this.options.publicOrigin;
    const page = `${base}/bank/${row.id}`;
    if (row.state === '3ds_method')
      return {
        type: '3ds-v2-method',
        methodUrl: `${base}${ACQUIRER_PATHS.threeDsMethod}`,
        methodData: base64urlJson({ threeDSServerTransID: row.id }),
        serverTransId: row.id,
      };
    if (row.state === '3ds_challenge' || row.state === '3ds_passed') {
      if (row.scenario === '3ds-v2')
        return {
          type: '3ds-v2-challenge',
          acsUrl: `${base}${ACQUIRER_PATHS.acs}`,
          creq: base64urlJson({
            threeDSServerTransID: row.id,
            messageType: 'CReq',
            messageVersion: '2.2.0',
            sig: signToken(this.options.secret, 'creq', row.id),
          }),
          termUrl,
        };
      return {
        type: '3ds',
        acsUrl: `${base}${ACQUIRER_PATHS.acs}`,
        paReq: signToken(this.options.secret, 'pareq', row.id),
        md: row.id,
        termUrl,
      };
    }
    if (row.method === 'sbp') return { type: 'sbp', qrCode: `${page}?qr=1`, paymentLink: page };
    if (row.method === 'sberpay')
      return { type: 'sberpay', qrCode: `${page}?qr=1`, paymentLink: page, phoneHint: null };
    return { type: 'redirect', formUrl: page };
  }

  resultOf(row: TransactionRow, termUrl = ''): AcquirerResult {
    if (row.state === 'approved')
      return { status: 'approved', transactionId: row.id, cardLast4: row.cardLast4 };
    if (isFinal(row.state)) return { status: 'declined', transactionId: row.id, reason: declineReason(row) };
    return { status: 'pending', transactionId: row.id, action: this.action(row, termUrl) };
  }

  /**
   * Moves a transaction to a final state (or 3ds_passed) if it is still in one of `from`; sends the
   * notification of a final outcome. Answers the row as it is afterwards.
   */
  async transition(
    id: string,
    to: TransactionRow['state'],
    from: readonly string[] = PENDING_STATES,
  ): Promise<TransactionRow | null> {
    const [moved] = await this.db
      .update(sandboxAcquirerTransactions)
      .set({ state: to, updatedAt: this.options.now() })
      .where(
        and(eq(sandboxAcquirerTransactions.id, id), inArray(sandboxAcquirerTransactions.state, [...from])),
      )
      .returning();
    if (!moved) return this.byId(id);
    if (isFinal(moved.state)) await this.notify(moved);
    return moved;
  }

  /** A pending transaction past its deadline expires (and says so); others are answered as they are. */
  async expireIfDue(row: TransactionRow): Promise<TransactionRow> {
    if (isFinal(row.state) || row.expiresAt.getTime() > this.options.now().getTime()) return row;
    return (await this.transition(row.id, 'expired')) ?? row;
  }

  async charge(request: ChargeRequest): Promise<AcquirerResult> {
    const existing = await this.byReference(request.reference);
    if (existing) return this.resume(existing, request);

    let scenario: string = request.method;
    let state: TransactionRow['state'] = 'waiting';
    let cardLast4: string | null = null;
    if (request.method === 'card') {
      const card = request.cryptogram
        ? openCard(this.options.secret, request.cryptogram, this.options.now())
        : null;
      if (!card) return { status: 'declined', transactionId: null, reason: 'invalid_card' };
      const outcome = CARD_SCENARIOS.get(card.number) ?? 'approved';
      scenario = outcome;
      state = CARD_STATE[outcome];
      cardLast4 = card.number.slice(-4);
    }
    const now = this.options.now();
    const expiresAt = new Date(Math.min(request.expiresAt.getTime(), now.getTime() + PAYMENT_DEADLINE_MS));
    const [row] = await this.db
      .insert(sandboxAcquirerTransactions)
      .values({
        id: `tx_${randomBytes(16).toString('hex')}`,
        merchantReference: request.reference,
        amount: request.amount,
        currency: request.currency,
        method: request.method,
        state,
        cardLast4,
        scenario,
        returnUrl: request.returnUrl,
        failUrl: request.failUrl,
        createdAt: now,
        updatedAt: now,
        expiresAt,
      })
      .onConflictDoNothing({ target: sandboxAcquirerTransactions.merchantReference })
      .returning();
    if (!row) {
      // Another charge with this reference got there first: answer that one.
      const raced = await this.byReference(request.reference);
      if (!raced) throw new Error('sandbox acquirer: transaction vanished');
      return this.resume(raced, request);
    }
    if (isFinal(row.state)) await this.notify(row);
    return this.resultOf(row, request.termUrl);
  }

  /** A charge again with a known reference: the same transaction, moved on where a real one would be. */
  private async resume(existing: TransactionRow, request: ChargeRequest): Promise<AcquirerResult> {
    let row = await this.expireIfDue(existing);
    // 3-D Secure v2: the repeat after the method step asks for the challenge.
    if (row.state === '3ds_method')
      row = (await this.transition(row.id, '3ds_challenge', ['3ds_method'])) ?? row;
    return this.resultOf(row, request.termUrl);
  }

  async complete3ds(input: Complete3dsInput): Promise<AcquirerResult | null> {
    const fromCres = input.cres ? this.decisionOfCres(input.cres) : null;
    const fromPaRes = input.paRes ? this.decisionOfPaRes(input.paRes) : null;
    const id = input.transactionId ?? fromCres?.id ?? fromPaRes?.id;
    if (!id) return null;
    let row = await this.byId(id);
    if (!row) return null;
    row = await this.expireIfDue(row);
    if (isFinal(row.state)) return this.resultOf(row);
    const decision = [fromCres, fromPaRes].find((found) => found?.id === id) ?? null;
    const challenged = ['3ds_challenge', '3ds_passed'];
    if (decision && challenged.includes(row.state))
      row = (await this.transition(id, decision.approved ? 'approved' : 'declined', challenged)) ?? row;
    else if (row.state === '3ds_passed') row = (await this.transition(id, 'approved', ['3ds_passed'])) ?? row;
    else if (input.final) row = (await this.transition(id, 'declined')) ?? row;
    return this.resultOf(row);
  }

  /** The ACS page's decision: authenticated (charge on post3ds) or refused (declined now). */
  async authenticate(id: string, approved: boolean): Promise<TransactionRow | null> {
    const row = await this.byId(id);
    if (!row) return null;
    const current = await this.expireIfDue(row);
    if (current.state !== '3ds_challenge' && current.state !== '3ds_method') return current;
    return this.transition(id, approved ? '3ds_passed' : 'declined', ['3ds_challenge', '3ds_method']);
  }

  /** The bank page's decision (SBP, SberPay, wallets, the card payment page). */
  async confirm(id: string, approved: boolean): Promise<TransactionRow | null> {
    const row = await this.byId(id);
    if (!row) return null;
    const current = await this.expireIfDue(row);
    if (current.state !== 'waiting') return current;
    return this.transition(id, approved ? 'approved' : 'declined', ['waiting']);
  }

  async status(reference: string): Promise<AcquirerResult | null> {
    const row = await this.byReference(reference);
    return row ? this.resultOf(await this.expireIfDue(row)) : null;
  }

  async cancel(reference: string): Promise<AcquirerResult | null> {
    const row = await this.byReference(reference);
    if (!row) return null;
    return this.resultOf((await this.transition(row.id, 'expired')) ?? row);
  }

  async refund(reference: string): Promise<void> {
    const row = await this.byReference(reference);
    if (row) await this.transition(row.id, 'refunded', ['approved']);
  }

  /** Sends the merchant a signed notification of a final outcome; remembers an acknowledgement. */
  async notify(row: TransactionRow): Promise<boolean> {
    const body = JSON.stringify({
      // One id per transaction and outcome: a re-send is a replay the merchant ignores.
      id: `ntf_${row.id}_${row.state}`,
      transaction_id: row.id,
      reference: row.merchantReference,
      status: row.state,
      reason: row.state === 'approved' ? null : declineReason(row),
      amount: row.amount,
      currency: row.currency,
      method: row.method,
      card_last4: row.cardLast4,
      created_at: row.updatedAt.toISOString(),
    });
    let acknowledged = false;
    try {
      acknowledged = await this.options.deliver(body);
    } catch {
      acknowledged = false;
    }
    if (acknowledged)
      await this.db
        .update(sandboxAcquirerTransactions)
        .set({ notifiedAt: this.options.now() })
        .where(
          and(eq(sandboxAcquirerTransactions.id, row.id), eq(sandboxAcquirerTransactions.state, row.state)),
        );
    return acknowledged;
  }

  async redeliver(): Promise<number> {
    const now = this.options.now();
    // The acquirer's own deadline: pending transactions past it expire.
    const overdue = await this.db
      .select()
      .from(sandboxAcquirerTransactions)
      .where(
        and(
          inArray(sandboxAcquirerTransactions.state, [...PENDING_STATES]),
          lt(sandboxAcquirerTransactions.expiresAt, now),
        ),
      )
      .limit(100);
    for (const row of overdue) await this.transition(row.id, 'expired');
    const unsent = await this.db
      .select()
      .from(sandboxAcquirerTransactions)
      .where(
        and(
          inArray(sandboxAcquirerTransactions.state, [...FINAL_STATES]),
          isNull(sandboxAcquirerTransactions.notifiedAt),
          // Give an outcome being delivered right now a moment before sending it again.
          lt(
            sandboxAcquirerTransactions.updatedAt,
            sql`${new Date(now.getTime() - 2000).toISOString()}::timestamptz`,
          ),
        ),
      )
      .limit(100);
    let sent = 0;
    for (const row of unsent) if (await this.notify(row)) sent++;
    return sent;
  }
}
