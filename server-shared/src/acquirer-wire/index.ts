// What the acquirer's charges API takes and answers: one definition for both ends of the wire, the
// sandbox acquirer (acquirer/) and the storefront API's client of it (api/src/providers/acquirer).
// The merchant knows each attempt by its own reference; a charge with a reference the acquirer has
// seen answers that transaction again, so a retried charge is never a second one. Card data only ever
// reaches the charge as a cryptogram made by the acquirer's widget, on the acquirer's own origin.
export type AcquirerMethod = 'card' | 'sbp' | 'sberpay' | 'apple_pay' | 'google_pay' | 'aggregator';

export type DeclineReason =
  | 'insufficient_funds'
  | 'declined'
  | 'expired'
  | 'invalid_card'
  | 'authentication_failed'
  | 'refunded';

export interface ChargeRequest {
  /** The merchant's id of this payment attempt; one transaction per reference. */
  reference: string;
  amount: number;
  currency: string;
  method: AcquirerMethod;
  /** Card payments: the widget's cryptogram. */
  cryptogram?: string | null;
  /** SberPay: the push goes to this phone (digits). */
  phone?: string | null;
  description: string;
  /** After this the transaction cannot be confirmed (the order's payment deadline). */
  expiresAt: Date;
  /** Where its pages send the customer after success / failure. */
  returnUrl: string;
  failUrl: string;
  /** The merchant's 3-D Secure return (TermUrl). */
  termUrl: string;
  /** The payer's IP address (acquirers that score fraud by it require it). */
  ip?: string | null;
}

export type AcquirerAction =
  /** Open this page (the acquirer's payment page, a wallet or aggregator confirmation). */
  | { type: 'redirect'; formUrl: string }
  /** 3-D Secure v1: post PaReq, MD and TermUrl to the ACS. */
  | { type: '3ds'; acsUrl: string; paReq: string; md: string; termUrl: string }
  /** 3-D Secure v2, step 1: load the method URL in a hidden iframe, then charge again. */
  | { type: '3ds-v2-method'; methodUrl: string; methodData: string; serverTransId: string }
  /** 3-D Secure v2, step 2: post creq to the ACS. */
  | { type: '3ds-v2-challenge'; acsUrl: string; creq: string; termUrl: string }
  /** Fast payment system: a QR payload and the bank page it opens. */
  | { type: 'sbp'; qrCode: string; paymentLink: string }
  /** A push to the bank app on the phone; the bank page confirms it. */
  | { type: 'sberpay'; qrCode: string; paymentLink: string; phoneHint: string | null };

export type AcquirerResult =
  | { status: 'approved'; transactionId: string; cardLast4: string | null }
  | { status: 'declined'; transactionId: string | null; reason: DeclineReason }
  | { status: 'pending'; transactionId: string; action: AcquirerAction };

export interface Complete3dsInput {
  transactionId?: string | null;
  paRes?: string | null;
  cres?: string | null;
  /** The client's last poll: a check still pending fails. */
  final: boolean;
}
