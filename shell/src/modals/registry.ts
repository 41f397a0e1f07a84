// Every modal name of spec §2 resolves to its owner: a lazily loaded shell component, or an exposed
// module of the remote that owns it (ARCHITECTURE: "a modal opened by name").
import type { ModalName } from '@storefront/shared/stores';
import { type ComponentType, lazy } from 'react';
import type { RemoteId } from '../app/federation/remote-ids';
import type { ModalContentProps } from './modal-content-props';

export type ModalOwner =
  | { owner: 'shell'; component: ComponentType<ModalContentProps> }
  | { owner: RemoteId; module: string };

const remote = (owner: RemoteId, module: string): ModalOwner => ({ owner, module });
const shell = (component: ComponentType<ModalContentProps>): ModalOwner => ({ owner: 'shell', component });

export const modalRegistry: Record<ModalName, ModalOwner> = {
  // Default type
  CitiesModal: shell(lazy(() => import('../location/cities-modal'))),
  OrderTypesModal: shell(lazy(() => import('../location/order-types/order-types-modal'))),
  CartModal: remote('mf-cart', 'CartModal'),
  CallMeBackModal: shell(lazy(() => import('../forms/call-me-back-modal'))),
  FeedbackModal: shell(lazy(() => import('../forms/feedback-modal'))),
  ProviderPartnerModal: shell(lazy(() => import('../forms/partner-modals'))),
  RentPartnerModal: shell(
    lazy(() => import('../forms/partner-modals').then((m) => ({ default: m.RentPartnerModal }))),
  ),
  MarketingBannerModal: remote('mf-menu', 'MarketingBannerModal'),
  ProductInfoModal: remote('mf-menu', 'ProductInfoModal'),
  PromoModal: remote('mf-menu', 'PromoModal'),
  UserLoginModal: remote('mf-account', 'UserLoginModal'),
  UserOrderModal: remote('mf-tracking', 'UserOrderModal'),
  // Confirm type
  ConfirmChangeTakeaway: shell(
    lazy(() =>
      import('../location/location-change-modals').then((m) => ({ default: m.ConfirmChangeTakeaway })),
    ),
  ),
  ConfirmEmptyCartModal: remote('mf-cart', 'ConfirmEmptyCartModal'),
  ConfirmShopModal: shell(lazy(() => import('../location/location-change-modals'))),
  ServerErrorModal: shell(lazy(() => import('./server-error-modal'))),
  IntervalsModal: remote('mf-checkout', 'IntervalsModal'),
  BonusInfoModal: remote('mf-checkout', 'BonusInfoModal'),
  ConfirmDeleteAddressModal: remote('mf-account', 'ConfirmDeleteAddressModal'),
  NearestShopModal: shell(
    lazy(() => import('../location/confirm-address-modals').then((m) => ({ default: m.NearestShopModal }))),
  ),
  ConfirmSelectAddressModal: shell(lazy(() => import('../location/confirm-address-modals'))),
};
