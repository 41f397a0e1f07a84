// The part of iikoCloud's transport API (api-ru.iiko.services, /api/1/...) the storefront uses, as
// documented: every call is a POST with a JSON body and `Authorization: Bearer <token>`; the token
// comes from /api/1/access_token for the chain's API login and lives about an hour. Field names are
// iiko's own.

export interface IikoError {
  correlationId?: string;
  errorDescription: string;
  error?: string;
}

export interface AccessTokenResponse {
  correlationId: string;
  token: string;
}

export interface Organization {
  id: string;
  name: string;
}
export interface OrganizationsResponse {
  correlationId: string;
  organizations: Organization[];
}

export interface TerminalGroup {
  id: string;
  organizationId: string;
  name: string;
  address?: string;
  timeZone?: string;
}
export interface TerminalGroupsResponse {
  correlationId: string;
  terminalGroups: { organizationId: string; items: TerminalGroup[] }[];
}

/** A folder of the nomenclature; `isGroupModifier` folders hold the options of a modifier group. */
export interface NomenclatureGroup {
  id: string;
  code: string | null;
  name: string;
  description: string | null;
  parentGroup: string | null;
  order: number;
  isIncludedInMenu: boolean;
  isGroupModifier: boolean;
  isDeleted: boolean;
  imageLinks: string[];
}

export interface SizePrice {
  sizeId: string | null;
  price: { currentPrice: number; isIncludedInMenu: boolean; nextPrice?: number | null };
}

export interface ChildModifier {
  id: string;
  defaultAmount: number;
  minAmount: number;
  maxAmount: number;
  required?: boolean;
}

export interface GroupModifier {
  /** The modifier group's folder (a group with isGroupModifier). */
  id: string;
  minAmount: number;
  maxAmount: number;
  required: boolean;
  childModifiersHaveMinMaxRestrictions: boolean;
  childModifiers: ChildModifier[];
}

export interface NomenclatureProduct {
  id: string;
  code: string | null;
  name: string;
  description: string | null;
  /** Dish and Good are sold; Modifier items are options of dishes. */
  type: 'Dish' | 'Good' | 'Modifier' | 'Service';
  orderItemType: 'Product' | 'Compound';
  groupId: string | null;
  parentGroup: string | null;
  order: number;
  /** Per 100 g. */
  fatAmount: number;
  proteinsAmount: number;
  carbohydratesAmount: number;
  energyAmount: number;
  /** Net weight of one unit, in kilograms (litres for drinks). */
  weight: number;
  measureUnit: string;
  sizePrices: SizePrice[];
  modifiers: ChildModifier[];
  groupModifiers: GroupModifier[];
  imageLinks: string[];
  isDeleted: boolean;
  tags?: { id: string; name: string }[] | null;
}

export interface NomenclatureResponse {
  correlationId: string;
  groups: NomenclatureGroup[];
  productCategories: { id: string; name: string; isDeleted: boolean }[];
  products: NomenclatureProduct[];
  sizes: { id: string; name: string; priority: number; isDefault: boolean }[];
  revision: number;
}

export interface StopListItem {
  balance: number;
  productId: string;
  sizeId?: string | null;
  sku?: string;
  dateAdd?: string;
}
export interface StopListsResponse {
  correlationId: string;
  terminalGroupStopLists: {
    organizationId: string;
    items: { terminalGroupId: string; items: StopListItem[] }[];
  }[];
}

export type CreationStatus = 'Success' | 'InProgress' | 'Error';

/** A delivery's status in iiko's order workflow. */
export const DELIVERY_STATUSES = [
  'Unconfirmed',
  'WaitCooking',
  'ReadyForCooking',
  'CookingStarted',
  'CookingCompleted',
  'Waiting',
  'OnWay',
  'Delivered',
  'Closed',
  'Cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface DeliveryItem {
  type: 'Product' | 'Compound';
  productId: string;
  amount: number;
  price?: number;
  comment?: string | null;
  modifiers?: { productId: string; amount: number; productGroupId?: string | null; price?: number }[];
}

export interface DeliveryPayment {
  paymentTypeKind: 'Cash' | 'Card' | 'External';
  sum: number;
  paymentTypeId: string;
  /** true: the money was taken outside iiko (online) — the order is paid. */
  isProcessedExternally: boolean;
  isFiscalizedExternally?: boolean;
}

export interface DeliveryCreateRequest {
  organizationId: string;
  terminalGroupId: string;
  createOrderSettings?: { transportToFrontTimeout?: number; checkStopList?: boolean };
  order: {
    id?: string;
    externalNumber?: string;
    completeBefore?: string | null;
    phone: string;
    orderServiceType: 'DeliveryByCourier' | 'DeliveryByClient';
    deliveryPoint?: {
      coordinates?: { latitude: number; longitude: number } | null;
      address?: {
        street: { name: string; city?: string };
        house: string;
        flat?: string | null;
        entrance?: string | null;
        floor?: string | null;
        doorphone?: string | null;
      } | null;
      comment?: string | null;
    } | null;
    comment?: string | null;
    customer?: { name: string } | null;
    guests?: { count: number } | null;
    items: DeliveryItem[];
    payments?: DeliveryPayment[];
  };
}

export interface OrderInfo {
  id: string;
  posId?: string | null;
  externalNumber: string | null;
  organizationId: string;
  timestamp: number;
  creationStatus: CreationStatus;
  errorInfo: { code: string; message: string | null; description?: string | null } | null;
  order: { status: DeliveryStatus; number?: number } | null;
}

export interface DeliveryCreateResponse {
  correlationId: string;
  orderInfo: OrderInfo;
}

export interface CommandStatusResponse {
  state: CreationStatus;
  exception?: { message: string; code?: string } | null;
}

export interface DeliveriesByIdResponse {
  correlationId: string;
  orders: OrderInfo[];
}

export type WebhookEvent =
  | {
      eventType: 'DeliveryOrderUpdate';
      eventTime: string;
      organizationId: string;
      correlationId: string;
      eventInfo: OrderInfo;
    }
  | {
      eventType: 'StopListUpdate';
      eventTime: string;
      organizationId: string;
      correlationId: string;
      eventInfo: { terminalGroupsStopListsUpdates: { id: string; isFull: boolean }[] };
    }
  | {
      eventType: 'NomenclatureUpdate';
      eventTime: string;
      organizationId: string;
      correlationId: string;
      eventInfo: { revision: number };
    };
