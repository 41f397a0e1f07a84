// The API's texts (namespaces `api`: cart messages, gift conditions, interval notices, field errors;
// `user`, `orders`, `tracking`: each module's own) in English, the fallback language.
import type { ApiStrings, OrdersStrings, TrackingStrings, UserStrings } from './ru';

export const api: ApiStrings = {
  products_unavailable: 'Some products are not available here and are not counted: {{names}}.',
  shop_not_accepting: 'This shop is not accepting orders now: order for tomorrow or choose another shop.',
  minimum_order: 'The minimum order for delivery is {{amount}}. Add {{remaining}} more.',
  free_delivery: 'Add {{remaining}} more for free delivery.',
  promocode_minimum: 'Promocode {{code}} needs an order of {{amount}} or more.',
  promocode_order_type: 'Promocode {{code}} is for {{type}} only.',
  promocode_expired: 'The promocode has expired.',
  promocode_not_started: 'The promocode is not active yet.',
  /** Spec §8: a limited call (sign-in, order lookup, promocodes). */
  too_many_attempts: 'Too many attempts, try again later',
  promocode_not_found: 'Promocode not found.',
  bonus_deadline: 'Bonuses could be spent until {{date}}. Bonus accrual is paused.',
  bonuses_unavailable: 'The bonus program is not available.',
  bonuses_with_promocode: 'Bonuses cannot be spent together with a promocode.',
  bonuses_too_many: 'You can spend up to {{amount}}.',
  gift_min_subtotal: 'Order {{amount}} or more',
  gift_delivery_only: 'Delivery orders only',
  gift_takeaway_only: 'Takeaway orders only',
  gift_group_in_cart: 'Add something from {{group}}',
  gift_promocode: 'Apply promocode {{code}}',
  gift_unknown: 'Unknown gift.',
  gift_max: 'You can take up to {{count}} of this gift.',
  slots_taken_delivery:
    'All delivery slots are already taken. But we are ready to deliver your order on another day.',
  slots_taken_takeaway: 'All slots are taken. We will be glad to prepare your order another day.',
  closed_day: 'We are closed on this day. Choose another day.',
  no_intervals_today: 'Your order can no longer be ready today, but we can prepare it later.',
  date_unavailable: 'Orders cannot be placed for this date.',
  today: 'today',
  tomorrow: 'tomorrow',
  asap_closed:
    'We are closed now and cannot start cooking right away. The nearest time is {{day}}, {{time}}. Choose it or another time.',
  interval_unavailable: 'This interval is unavailable',
  product_unknown: 'Unknown product.',
  product_unavailable: 'This product is not sold here.',
  product_stop: 'This product is out of stock right now.',
  product_not_in_cart: 'This product is not in the cart.',
  quantity_cap: 'You can add up to {{count}} of this product.',
  modifiers_invalid: 'Choose the options as the product allows.',
  modifier_range: '{{name}}: pick from {{min}} to {{max}}.',
  modifier_unavailable: '{{name}} is unavailable right now.',
  modifier_unknown: 'This product has no such option.',
  delivery_address_required: 'Choose a delivery address.',
  shop_required: 'Choose a shop.',
  address_not_found: 'Address not found.',
  address_not_available: 'Delivery to this address is not available yet.',
  no_bag: 'There is no bag to refuse here.',
  delivery: 'delivery',
  takeaway: 'takeaway',
  /** A write from another site, or one not sent as JSON (http/csrf.ts). */
  csrf_refused: 'Request refused: it was sent from another site.',
  json_required: 'Send the data as JSON (application/json).',
};

/** Namespace `user`: sign-in, profile and favourites (modules/user, session). */
export const user: UserStrings = {
  unauthorized: 'Please sign in.',
  captcha_failed: 'The captcha check failed, try again.',
  auth_disabled: 'Sign-in is not available here.',
  otp_unavailable: 'Could not send the code, try again later.',
  code_wrong: 'Wrong code.',
  code_expired: 'The code is no longer valid, request a new one.',
  unknown_city: 'Unknown city.',
  phone_read_only: 'The phone cannot be changed.',
  birthday_range: 'The birthday must be between {{min}} and {{max}}.',
  product_not_found: 'Product not found.',
  not_a_favorite: 'This product is not in your favourites.',
  code_not_found: 'No code was sent to this phone.',
};

/** Namespace `orders`: checkout and payment, and the payment types' names (modules/orders, payments). */
export const orders: OrdersStrings = {
  auth_required: 'Sign in to place an order.',
  cart_empty: 'The cart is empty.',
  phone_required: 'Enter a phone number.',
  phone_invalid: 'Check the phone number.',
  room_required: 'Enter the apartment or office.',
  payment_type_unavailable: 'This payment method is not available here.',
  change: 'The cash amount is less than the order total ({{total}}).',
  bonuses_changed: 'Your bonus balance is lower than the write-off. Refresh the cart.',
  order_not_found: 'Order not found.',
  order_cache_expired: 'The time to pay has run out. Place the order again.',
  order_not_payable: 'This order cannot be paid.',
  payment_expired: 'The time to pay has run out; the order is canceled.',
  payment_error: 'An error occurred when paying for the order, check the payment method.',
  insufficient_funds: 'Insufficient funds on the card.',
  authentication_failed: 'The bank did not confirm the payment (3-D Secure).',
  payment_pending: 'Waiting for confirmation from the bank.',
  card_required: 'Enter the card details.',
  card_invalid: 'The card details were not accepted. Enter them again.',
  verify_param: 'Error creating the order, try again or contact the hotline.',
  sberpay_push: 'We sent a payment request to the SberBank Online app on {{phone}}.',
  idempotency_mismatch: 'This idempotency key was used for a different request.',
  idempotency_in_flight: 'A request with this key is still running. Retry in a few seconds.',
  signature_invalid: 'Invalid signature.',
  payment_type: {
    cash: 'Cash',
    card_courier: 'Card on receipt',
    card: 'Card online',
    sbp: 'SBP (fast payment system)',
    sberpay: 'SberPay',
    apple_pay: 'Apple Pay',
    google_pay: 'Google Pay',
    aggregator: 'Pay in instalments',
  },
};

/** Namespace `tracking`: the order statuses and the tracking calls' errors (modules/tracking). */
export const tracking: TrackingStrings = {
  not_cancelable: 'Only an accepted order that is not being cooked yet can be canceled.',
  not_repeatable: 'Only a completed or canceled order can be repeated.',
  sign_in_required: 'Sign in to see your orders.',
  no_courier: 'There is no courier on the way.',
  product_gone: 'This product is no longer on the menu.',
  shop_gone: 'The shop of this order is no longer open. Choose another one.',
  status: {
    waiting_for_payment: {
      name: 'Waiting for payment',
      description: 'The order goes to the kitchen once it is paid.',
    },
    accepted: {
      name: 'Order accepted',
      description: 'We will start cooking soon.',
    },
    cooking: {
      name: 'Cooking',
      description: 'Our cooks are preparing your order.',
    },
    sent: {
      name: 'On the way',
      description: 'The courier is on the way to you.',
    },
    done: {
      name: 'Order completed',
      description: 'Enjoy your meal!',
    },
    canceled: {
      name: 'Order canceled',
      description: 'If you have any questions, give us a call.',
    },
  },
  takeaway_cooking: 'Our cooks are preparing your order: collect it at the shop when it is ready.',
  accepted_for_interval: 'We will start cooking in time for the chosen slot.',
};
