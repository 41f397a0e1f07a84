// Paths of the calls (spec §7, all under /api) and the idempotency header: plain values, no zod, so
// the API client (`@storefront/shared/api`) names them without loading the contract's schemas.
// The contract re-exports them.

/** The user calls (user.ts). */
export const USER_PATHS = {
  login: '/user/login',
  checkVerificationCode: '/user/check-verification-code',
  checkSession: '/user/check-session',
  logout: '/user/logout',
  remove: '/user/remove',
  get: '/user/get',
  update: '/user/update',
  balance: '/user/balance',
  addresses: '/user/addresses',
  /** DELETE; the route pattern (see `userPaths.removeAddress` for a concrete path). */
  removeAddress: '/user/addresses/remove/:id',
  setAddressById: '/user/addresses/set-by-id',
  setAddressByAddress: '/user/addresses/set-by-address',
  setAddressByCoordinates: '/user/addresses/set-by-coordinates',
  /** GET the list. */
  favorites: '/user/favorites',
  /** PUT adds, DELETE removes; the route pattern (see `userPaths.favorite`). */
  favorite: '/user/favorites/:product_id',
  /** Outside production only: the last sandbox code sent to a phone (`?phone=`). */
  devLastCode: '/dev/last-code',
} as const;

/** Concrete paths of the calls that carry an id. */
export const userPaths = {
  removeAddress: (id: number) => `/user/addresses/remove/${id}`,
  favorite: (productId: number) => `/user/favorites/${productId}`,
};

/** Checkout and payment (order.ts). */
export const CHECKOUT_PATHS = {
  paymentTypes: '/user/payment-types',
  paymentSettings: '/order/payment-settings',
  createOrderCache: '/order/create-order-cache',
  createOrder: '/order/create',
  pay: '/order/pay',
  post3ds: '/order/post3ds',
  /** Where the acquirer posts its signed notifications (server to server). */
  notify: '/payments/notify',
} as const;

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Order tracking (tracking.ts). */
export const TRACKING_PATHS = {
  status: '/order/status',
  /** GET `/order/{order_id}` */
  order: (orderId: number) => `/order/${orderId}`,
  cancel: '/order/cancel',
  repeat: '/order/repeat',
  userOrders: '/user/orders',
  lookup: '/order-tracking/lookup',
  courierLocation: '/order-tracking/get-courier-location',
  /** POST, `Authorization: Bearer <POS token>`: a kitchen system pushes a status. */
  posStatus: (orderId: number) => `/pos/orders/${orderId}/status`,
} as const;
