// The acquirer (card, SBP, SberPay, wallets, aggregator) behind one interface. The merchant side
// (modules/payments) knows each attempt by its own reference; a charge with a reference the acquirer
// has seen answers that transaction again, so a retried charge is never a second one. Card data only
// ever reaches the acquirer as a cryptogram made by its widget, on its own origin: this process never
// sees a card number and holds no key that opens a cryptogram.

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

export interface AcquirerProvider {
  readonly name: string;
  /** Public id the card widget is opened with (payment-settings' verify_param). */
  readonly publicId: string;
  /** The card widget's page on the acquirer's public origin (payment-settings' widget_url). */
  readonly widgetUrl: string;
  charge(request: ChargeRequest): Promise<AcquirerResult>;
  complete3ds(input: Complete3dsInput): Promise<AcquirerResult | null>;
  /** The transaction of a reference, or null when the acquirer never saw it. */
  status(reference: string): Promise<AcquirerResult | null>;
  /** Voids a pending transaction (deadline, another method chosen); answers its final state. */
  cancel(reference: string): Promise<AcquirerResult | null>;
  /** Returns the money of an approved transaction (an order canceled meanwhile, a double payment). */
  refund(reference: string): Promise<void>;
  /** The transaction id a 3-D Secure v2 cres names (unverified: the acquirer checks it on complete3ds). */
  transactionOfCres(cres: string): string | null;
}
