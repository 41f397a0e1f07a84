import { useShops } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';
import { useTranslation } from 'react-i18next';

/** What the header's order-type button says: the chosen address or shop, else the question. */
export function useOrderTypeLabel(): string {
  const { t } = useTranslation('shell');
  const city = useLocationStore((state) => state.city);
  const orderType = useLocationStore((state) => state.orderType);
  const address = useLocationStore((state) => state.deliveryAddress);
  const shopId = useLocationStore((state) => state.shopId);
  const { data: shops } = useShops(orderType === 'takeaway' && shopId ? city?.id : null);
  if (orderType === 'delivery' && address)
    return t('orderTypes.headerDelivery', { address: address.address });
  const shop = shops?.find((candidate) => candidate.id === shopId);
  if (orderType === 'takeaway' && shop) return t('orderTypes.headerTakeaway', { shop: shop.address.street });
  return t('header.orderType');
}
