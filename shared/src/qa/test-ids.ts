// QA-CONTRACT.md as code: the `data-testid` values QA's cross-remote suites depend on. They are part
// of the public contract, like the API: renaming one breaks QA. Components and e2e page objects both
// import from here. Parametrised ids are functions; `{x}` in the contract is their argument.

import type { RemoteName } from '@storefront/shared/events';

export type ProfileTab = 'profile' | 'orders' | 'addresses';
export type CodeInputIndex = 0 | 1 | 2 | 3;
type Id = string | number;

export const testIds = {
  shell: {
    cityModal: 'city-modal',
    citySearch: 'city-search',
    cityOption: (alias: string) => `city-option-${alias}` as const,
    headerCity: 'header-city',
    headerOrderType: 'header-order-type',
    headerCartCounter: 'header-cart-counter',
    cartOpen: 'cart-open',
    loginOpen: 'login-open',
    languageOption: (locale: string) => `language-option-${locale}` as const,
    serverErrorModal: 'server-error-modal',
    flash: 'flash',
    cookieAccept: 'cookie-accept',
    remoteFallback: (remote: RemoteName) => `remote-fallback-${remote}` as const,
    remoteRetry: (remote: RemoteName) => `remote-retry-${remote}` as const,
    /** Header saved-address list (beyond the QA contract): each saved address. */
    savedAddress: (addressId: Id) => `saved-address-${addressId}` as const,
  },
  orderTypes: {
    modal: 'order-types-modal',
    delivery: 'order-type-delivery',
    takeaway: 'order-type-takeaway',
    addressInput: 'address-input',
    /** On each suggestion item. */
    addressSuggestion: 'address-suggestion',
    addressSubmit: 'address-submit',
    addressError: 'address-error',
    notDeliveredForm: 'not-delivered-form',
    notifyPhone: 'notify-phone',
    notifySubmit: 'notify-submit',
    shopSearch: 'shop-search',
    shopOption: (shopId: Id) => `shop-option-${shopId}` as const,
    shopSelect: 'shop-select',
    /** ConfirmChangeTakeaway / ConfirmShopModal (beyond the QA contract). */
    confirmChange: 'confirm-location-change',
    confirmChangeYes: 'confirm-location-change-yes',
  },
  forms: {
    callMeBackOpen: 'call-me-back-open',
    feedbackOpen: 'feedback-open',
    name: 'form-name',
    phone: 'form-phone',
    email: 'form-email',
    message: 'form-message',
    privacy: 'form-privacy',
    submit: 'form-submit',
    thanks: 'form-thanks',
    /** The captcha widget's box, when the deployment checks the site forms with one. */
    captcha: 'form-captcha',
  },
  menu: {
    categoryBar: 'category-bar',
    categoryChip: (groupAlias: string) => `category-chip-${groupAlias}` as const,
    groupSection: (groupAlias: string) => `group-section-${groupAlias}` as const,
    productCard: (productId: Id) => `product-card-${productId}` as const,
    productAdd: (productId: Id) => `product-add-${productId}` as const,
    productPlus: (productId: Id) => `product-plus-${productId}` as const,
    productMinus: (productId: Id) => `product-minus-${productId}` as const,
    productCount: (productId: Id) => `product-count-${productId}` as const,
    productModal: 'product-modal',
    modifier: (modifierId: Id) => `modifier-${modifierId}` as const,
    modifierPlus: (modifierId: Id) => `modifier-plus-${modifierId}` as const,
    productModalSubmit: 'product-modal-submit',
    promotion: (alias: string) => `promotion-${alias}` as const,
    bannerModal: 'banner-modal',
    /** Favourites (beyond the QA contract): the heart on a menu card, and the favourites row. */
    favoriteToggle: (productId: Id) => `favorite-toggle-${productId}` as const,
    favorites: 'favorites-section',
  },
  cart: {
    cart: 'cart',
    item: (productKey: string) => `cart-item-${productKey}` as const,
    itemPlus: (productKey: string) => `cart-item-plus-${productKey}` as const,
    itemMinus: (productKey: string) => `cart-item-minus-${productKey}` as const,
    promocodeInput: 'promocode-input',
    promocodeApply: 'promocode-apply',
    promocodeRemove: 'promocode-remove',
    promocodeError: 'promocode-error',
    gift: (giftId: Id) => `gift-${giftId}` as const,
    bagToggle: 'bag-toggle',
    subtotal: 'cart-subtotal',
    delivery: 'cart-delivery',
    discount: 'cart-discount',
    total: 'cart-total',
    minOrderMessage: 'min-order-message',
    clearCart: 'clear-cart',
    orderButton: 'order-button',
  },
  checkout: {
    form: 'checkout-form',
    name: 'field-name',
    phone: 'field-phone',
    address: 'field-address',
    apartment: 'field-apartment',
    entrance: 'field-entrance',
    floor: 'field-floor',
    comment: 'field-comment',
    /** `date` as `yyyy-mm-dd`. */
    dateOption: (date: string) => `date-option-${date}` as const,
    intervalOption: (intervalId: Id) => `interval-option-${intervalId}` as const,
    paymentType: (alias: string) => `payment-type-${alias}` as const,
    cashInput: 'cash-input',
    banknote: (amount: number) => `banknote-${amount}` as const,
    receiptEmail: 'field-receipt-email',
    bonusToggle: 'bonus-toggle',
    total: 'checkout-total',
    submit: 'submit-order',
  },
  payment: {
    page: 'payment-page',
    countdown: 'payment-countdown',
    cardNumber: 'card-number',
    cardExpiry: 'card-expiry',
    cardCvv: 'card-cvv',
    payButton: 'pay-button',
    cardError: 'card-error',
    sbpQr: 'sbp-qr',
    sbpLink: 'sbp-link',
    sberpayQr: 'sberpay-qr',
    sandboxBankConfirm: 'sandbox-bank-confirm',
    sandbox3dsSubmit: 'sandbox-3ds-submit',
  },
  outcome: {
    orderComplete: 'order-complete',
    orderNumber: 'order-number',
    trackingLink: 'tracking-link',
    paymentFailure: 'payment-failure',
    paymentRetry: 'payment-retry',
  },
  tracking: {
    page: 'tracking-page',
    /** Carries `data-status="{alias}"` (see TRACKING_STATUS_ATTRIBUTE). */
    status: 'tracking-status',
    statusIcon: (alias: string) => `status-icon-${alias}` as const,
    courierMarker: 'courier-marker',
    lookupModal: 'order-lookup-modal',
    lookupPhone: 'lookup-phone',
    lookupOrder: 'lookup-order',
    lookupSubmit: 'lookup-submit',
  },
  account: {
    loginModal: 'login-modal',
    loginPhone: 'login-phone',
    loginPrivacy: 'login-privacy',
    loginBySms: 'login-by-sms',
    loginByCall: 'login-by-call',
    codeInput: (index: CodeInputIndex) => `code-input-${index}` as const,
    codeError: 'code-error',
    /** The captcha widget's box at the phone step (a deployment with a captcha provider). */
    loginCaptcha: 'login-captcha',
    /** The captcha widget at the code step, after the phone's wrong codes reached their budget. */
    codeCaptcha: 'code-captcha',
    profileTab: (tab: ProfileTab) => `profile-tab-${tab}` as const,
    profileName: 'profile-name',
    profileSave: 'profile-save',
    orderCard: (orderId: Id) => `order-card-${orderId}` as const,
    orderRepeat: (orderId: Id) => `order-repeat-${orderId}` as const,
    orderCancel: (orderId: Id) => `order-cancel-${orderId}` as const,
    orderComposition: (orderId: Id) => `order-composition-${orderId}` as const,
    ordersPrev: 'orders-prev',
    ordersNext: 'orders-next',
    addressRow: (addressId: Id) => `address-row-${addressId}` as const,
    addressDelete: (addressId: Id) => `address-delete-${addressId}` as const,
    addAddress: 'add-address',
    logout: 'logout',
  },
} as const;

/** The tracking status element names its status alias in this attribute (QA-CONTRACT: tracking). */
export const TRACKING_STATUS_ATTRIBUTE = 'data-status';

/**
 * On `<html>` while the page answers input: the shell has hydrated (or rendered) it and every route,
 * remote slot and modal it tracks shows its content or its fallback. Removed while one loads.
 */
export const READY_ATTRIBUTE = 'data-ready';

export type TestIds = typeof testIds;
export type { RemoteName };
