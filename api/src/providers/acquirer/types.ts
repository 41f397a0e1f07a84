// The acquirer (card, SBP, SberPay, wallets, aggregator) behind one interface. The merchant side
// (modules/payments) knows each attempt by its own reference. The wire types are the acquirer's own
// (@storefront/server-shared/acquirer-wire, one definition for both ends). Card data only ever
// reaches the acquirer as a cryptogram made by its widget, on its own origin: this process never
// sees a card number and holds no key that opens a cryptogram.
import type {
  AcquirerResult,
  ChargeRequest,
  Complete3dsInput,
} from '@storefront/server-shared/acquirer-wire';

export type {
  AcquirerAction,
  AcquirerMethod,
  AcquirerResult,
  ChargeRequest,
  Complete3dsInput,
  DeclineReason,
} from '@storefront/server-shared/acquirer-wire';

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
