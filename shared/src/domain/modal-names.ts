// The two kinds of modal of spec §2 "Modals". They live in domain (not stores) because both the
// modal store and the typed event payloads need them, and domain depends on nothing.

/** Opening one of these closes every open modal first (after MODAL_SWITCH_DELAY_MS if one was open). */
export const DEFAULT_MODALS = [
  'CitiesModal',
  'OrderTypesModal',
  'CartModal',
  'CallMeBackModal',
  'FeedbackModal',
  'ProviderPartnerModal',
  'RentPartnerModal',
  'MarketingBannerModal',
  'ProductInfoModal',
  'PromoModal',
  'UserLoginModal',
  'UserOrderModal',
] as const;

/** These stack on top of whatever is open. */
export const CONFIRM_MODALS = [
  'ConfirmChangeTakeaway',
  'ConfirmEmptyCartModal',
  'ConfirmShopModal',
  'ServerErrorModal',
  'IntervalsModal',
  'BonusInfoModal',
  'ConfirmDeleteAddressModal',
  'NearestShopModal',
  'ConfirmSelectAddressModal',
] as const;

export type DefaultModalName = (typeof DEFAULT_MODALS)[number];
export type ConfirmModalName = (typeof CONFIRM_MODALS)[number];
export type ModalName = DefaultModalName | ConfirmModalName;
export type ModalKind = 'default' | 'confirm';

const MODAL_NAMES: readonly ModalName[] = [...DEFAULT_MODALS, ...CONFIRM_MODALS];

/** Closing this modal does not restore the one it replaced (§2). */
export const NO_RESTORE_AFTER: ModalName = 'ProductInfoModal';

export function isModalName(value: unknown): value is ModalName {
  return typeof value === 'string' && (MODAL_NAMES as readonly string[]).includes(value);
}

export function modalKind(name: ModalName): ModalKind {
  return (CONFIRM_MODALS as readonly string[]).includes(name) ? 'confirm' : 'default';
}
