// Shapes of jsonb columns. They mirror the contract where the API sends them as they are.
import type {
  Bbox,
  DeliveryAddress,
  OrderMinutes,
  PaymentTypeAlias,
  PolygonRing,
  Settings,
} from '@storefront/shared/contract';

export type BboxData = Bbox;
export type PolygonData = PolygonRing;

/** Brand settings as stored: `company_names` and `brand` are assembled from other rows. */
export type BrandSettingsData = Omit<Settings, 'company_names' | 'brand' | 'bonus_program'> & {
  company_name: string;
  /** The legal name in the other interface languages (ContentLang below). */
  company_name_translations?: Partial<Record<'en' | 'tr' | 'uz' | 'de' | 'uk', string>>;
};

/**
 * Weekly routine plus yearly exceptions; the API expands it into the dated month of spec §3.
 * `weekly` is keyed 1..7 (Monday..Sunday, spec §9); `custom` by `MM-DD` so it recurs every year.
 */
export interface ScheduleTemplate {
  weekly: Record<string, OrderMinutes[]>;
  custom: Record<string, OrderMinutes[]>;
}

/** A seeded picture: an emoji from the Fluent set on a soft background colour (`#rrggbb`). */
export interface PictureData {
  icon: string;
  background: string;
}

export interface NutritionData {
  proteins: number;
  fats: number;
  carbohydrates: number;
  kilocalories: number;
}

export type GiftConditionData =
  | { type: 'min_subtotal'; amount: number }
  | { type: 'order_type'; orderType: 'delivery' | 'takeaway' }
  | { type: 'group_in_cart'; groupAlias: string }
  | { type: 'promocode'; code: string };

export interface ModifierChoiceData {
  id: number;
  count: number;
}

/** The guest's current address as the geocoder resolved it (the contract entity minus derived parts). */
export type DeliveryAddressData = Pick<
  DeliveryAddress,
  | 'address'
  | 'full_address'
  | 'locality'
  | 'district'
  | 'street'
  | 'house'
  | 'type'
  | 'room'
  | 'floor'
  | 'entrance'
  | 'intercom'
  | 'description'
> & { city_id: number; latitude: number; longitude: number; place_id: string };

/** The interface languages (spec §1); the base text columns hold the Russian (default) text. */
export type ContentLang = 'ru' | 'en' | 'tr' | 'uz' | 'de' | 'uk';

/**
 * A row's texts in other languages, by language then column (the row's own property name):
 * `{ en: { name: 'Margherita', description: '…' }, de: { … } }`. Allergens are a list.
 * A missing language or field falls back to English, then to the row's own (Russian) text.
 */
export type TranslationsData = Partial<Record<ContentLang, Record<string, string | string[]>>>;

/**
 * An order request as validated and priced (orders/service.ts prepareOrder): everything needed to
 * place it, JSON-safe, as an order cache keeps it until payment.
 */
export interface PreparedOrderData {
  brandId: number;
  cityId: number;
  cityAlias: string;
  orderType: 'delivery' | 'takeaway';
  shopId: number | null;
  deliveryZoneId: number | null;
  deliveryAddress: DeliveryAddressData | null;
  intervalId: string | null;
  intervalStart: string | null;
  slot: { scopeId: number; date: string; startMinute: number; capacity: number } | null;
  paymentType: PaymentTypeAlias;
  cash: number | null;
  comment: string | null;
  receiptEmail: string | null;
  phone: string;
  username: string;
  customerId: number | null;
  sessionKeyHash: string;
  cart: Record<string, unknown>;
  total: number;
  bonusesSpent: number;
  currency: string;
}
