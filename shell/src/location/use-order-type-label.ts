import { useShops } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';
import { useTranslation } from 'react-i18next';

export interface OrderTypeLabel {
  /** The whole line, e.g. "Доставка: Тверская улица, 12". */
  label: string;
  /** The address or the shop's street inside it, if one is chosen. */
  place: string | null;
}

/** What the header's order-type button says: the chosen address or shop, else the question. */
export function useOrderTypeLabel(): OrderTypeLabel {
  const { t } = useTranslation('shell');
  const city = useLocationStore((state) => state.city);
  const orderType = useLocationStore((state) => state.orderType);
  const address = useLocationStore((state) => state.deliveryAddress);
  const shopId = useLocationStore((state) => state.shopId);
  const { data: shops } = useShops(orderType === 'takeaway' && shopId ? city?.id : null);
  if (orderType === 'delivery' && address)
    return { label: t('orderTypes.headerDelivery', { address: address.address }), place: address.address };
  const shop = shops?.find((candidate) => candidate.id === shopId);
  if (orderType === 'takeaway' && shop)
    return {
      label: t('orderTypes.headerTakeaway', { shop: shop.address.street }),
      place: shop.address.street,
    };
  return { label: t('header.orderType'), place: null };
}
