// Which payment types a city allows (seed data in seed/data/payment-types.ts) and which acquiring
// flow each online type takes (spec §4: the older flow with the order cache and the payment page
// for SberPay and for cards where the old acquiring runs; pay directly otherwise).
import {
  type Acquiring,
  isOnlinePaymentType,
  type OrderType,
  type PaymentType,
  type PaymentTypeAlias,
} from '@storefront/shared/contract';
import { type Lang, text } from '../../http/texts';
import {
  type CityPaymentTypes,
  DEFAULT_PAYMENT_TYPES,
  PAYMENT_TYPES_BY_CITY,
  PAYMENT_TYPES_BY_COUNTRY,
} from '../../seed/data/payment-types';
import type { CitySnap } from '../catalog/snapshot';

export function cityPaymentTypes(city: CitySnap): CityPaymentTypes {
  return (
    PAYMENT_TYPES_BY_CITY[city.row.alias] ??
    PAYMENT_TYPES_BY_COUNTRY[city.country.code] ??
    DEFAULT_PAYMENT_TYPES
  );
}

export function allowedPaymentTypes(city: CitySnap, orderType: OrderType): PaymentTypeAlias[] {
  return cityPaymentTypes(city)[orderType];
}

export function paymentTypeViews(city: CitySnap, orderType: OrderType, lang: Lang): PaymentType[] {
  return allowedPaymentTypes(city, orderType).map((alias) => ({
    alias,
    name: text(lang, `orders:payment_type.${alias}`),
    is_online: isOnlinePaymentType(alias),
  }));
}

export function acquiringFor(alias: PaymentTypeAlias, city: CitySnap): Acquiring | null {
  if (!isOnlinePaymentType(alias)) return null;
  if (alias === 'sberpay') return 'sandbox_old';
  if (alias === 'card') return cityPaymentTypes(city).cardAcquiring ?? 'sandbox_new';
  return 'sandbox_new';
}
