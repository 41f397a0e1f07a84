// Dev harness only: one-click set-ups so the cart can be worked on without the menu and the shell's
// location flow — a delivery address in a zone with a minimum order, a few products, the cart modal.
import { apiRequest } from '@storefront/shared/api';
import { addressSetResponseSchema } from '@storefront/shared/contract';
import { queryKeys, useCartActions } from '@storefront/shared/query';
import { locationStore, useModalStore } from '@storefront/shared/stores';
import { useQueryClient } from '@tanstack/react-query';

const ADDRESSES = { centre: 'Тверская улица, 3', outer: 'Тверская улица, 12' };
const PRODUCTS = [
  { key: '1', label: 'Маргарита' },
  { key: '31', label: 'Филадельфия' },
  { key: '113', label: 'Кола' },
];

export function DevTools({ cityId }: { cityId: number }) {
  const client = useQueryClient();
  const actions = useCartActions();
  const open = useModalStore((state) => state.open);

  const deliverTo = async (address: string) => {
    const answer = await apiRequest(addressSetResponseSchema, '/user/addresses/set-by-address', {
      method: 'POST',
      body: { city_id: cityId, address },
    });
    const found = answer.delivery_address;
    if (!found?.delivery_zone_id) return;
    locationStore
      .getState()
      .setDeliveryAddress({ id: found.id, address: found.address }, found.delivery_zone_id);
    await client.invalidateQueries({ queryKey: queryKeys.cart.all });
  };

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 16px', fontSize: 14 }}>
      <button type="button" onClick={() => void deliverTo(ADDRESSES.outer)}>
        Deliver to the outer zone (minimum 1 000)
      </button>
      <button type="button" onClick={() => void deliverTo(ADDRESSES.centre)}>
        Deliver to the centre (free)
      </button>
      {PRODUCTS.map((product) => (
        <button
          key={product.key}
          type="button"
          onClick={() => void actions.add({ product_key: product.key })}
        >
          {`+ ${product.label}`}
        </button>
      ))}
      <button type="button" onClick={() => open('CartModal')}>
        Open CartModal (store)
      </button>
    </div>
  );
}
