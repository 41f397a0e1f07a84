// Page-wide zustand stores (vanilla store + typed hook each). One instance per page: import them only
// as `@storefront/shared/stores`, which Module Federation shares as a singleton.
export type { ConfirmModalName, DefaultModalName, ModalKind, ModalName } from '@storefront/shared/domain';
export { CONFIRM_MODALS, DEFAULT_MODALS, isModalName, modalKind } from '@storefront/shared/domain';
export * from './flash-store';
export * from './location-store';
export * from './modal-reducer';
export * from './modal-store';
export * from './session-store';
export type { Timers } from './timers';
export { realTimers } from './timers';
