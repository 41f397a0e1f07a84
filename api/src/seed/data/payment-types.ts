// Payment types each city allows (spec §3 "Payment type"), by country with per-city overrides. Read
// by POST /user/payment-types and checked by order creation. `card` is the online card (the acquirer's
// widget); `card_courier` is a card paid to the courier or at the counter. Order matters: the first
// is the default (spec §4).
import type { Acquiring, PaymentTypeAlias } from '@storefront/shared/contract';

export interface CityPaymentTypes {
  delivery: PaymentTypeAlias[];
  takeaway: PaymentTypeAlias[];
  /** How card payments go: the older cache + payment page flow, or pay directly (default). */
  cardAcquiring?: Acquiring;
}

const RUSSIA: CityPaymentTypes = {
  delivery: ['card', 'sbp', 'sberpay', 'cash', 'card_courier', 'apple_pay', 'google_pay', 'aggregator'],
  takeaway: ['card', 'sbp', 'sberpay', 'card_courier', 'cash', 'apple_pay', 'google_pay'],
};

export const PAYMENT_TYPES_BY_COUNTRY: Record<string, CityPaymentTypes> = {
  RU: RUSSIA,
  BY: { delivery: ['card', 'cash', 'card_courier'], takeaway: ['card', 'card_courier', 'cash'] },
  TR: {
    delivery: ['card', 'cash', 'card_courier', 'apple_pay', 'google_pay'],
    takeaway: ['card', 'card_courier', 'cash'],
  },
  KZ: { delivery: ['card', 'cash', 'card_courier'], takeaway: ['card', 'cash'] },
  DE: {
    delivery: ['card', 'apple_pay', 'google_pay', 'aggregator', 'cash'],
    takeaway: ['card', 'apple_pay', 'google_pay', 'cash'],
  },
  UA: { delivery: ['card', 'apple_pay', 'google_pay', 'cash'], takeaway: ['card', 'cash'] },
};

/** Cities that differ from their country, by city alias. */
export const PAYMENT_TYPES_BY_CITY: Record<string, CityPaymentTypes> = {
  // Saint Petersburg still runs the older card acquiring: order cache, then the payment page.
  'saint-petersburg': { ...RUSSIA, cardAcquiring: 'sandbox_old' },
  // A franchise without the aggregator and wallets.
  novosibirsk: {
    delivery: ['card', 'sbp', 'sberpay', 'cash', 'card_courier'],
    takeaway: ['card', 'sbp', 'cash'],
  },
};

export const DEFAULT_PAYMENT_TYPES: CityPaymentTypes = { delivery: ['cash'], takeaway: ['cash'] };
