import type { Cart, CartMessage } from '@storefront/shared/contract';
import type { Money } from '@storefront/shared/query';
import { Alert, type AlertTone } from '@storefront/shared/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { topCartMessages } from '../domain/cart-rules';
import styles from './cart-messages.module.css';

const TONES: Record<NonNullable<CartMessage['icon']>, AlertTone> = {
  info: 'info',
  gift: 'info',
  delivery: 'info',
  warning: 'warning',
  error: 'error',
};

/**
 * The server writes messages in Russian or English only; those whose facts are in the cart are said
 * again in the visitor's language. Anything else is shown as the server wrote it.
 */
function messageText(message: CartMessage, cart: Cart, money: Money, t: TFunction<'cart'>): string {
  switch (message.code) {
    case 'products_unavailable': {
      const names = Object.values(cart.products)
        .filter((line) => line.type === 'unavailable' || line.type === 'stop')
        .map((line) => line.name);
      return names.length > 0 ? t('messages.productsUnavailable', { names: names.join(', ') }) : message.text;
    }
    case 'shop_not_accepting':
      return t('messages.shopNotAccepting');
    case 'promocode_expired':
      return t('messages.promocodeExpired');
    case 'promocode_minimum':
      return cart.promocode
        ? t('messages.promocodeMinimum', {
            code: cart.promocode.code,
            amount: money.format(cart.promocode.minimum_order),
          })
        : message.text;
    default:
      return message.text;
  }
}

/** Spec §2: top-position cart messages as notification alerts. */
export function CartMessages({ cart, money }: { cart: Cart; money: Money }) {
  const { t } = useTranslation('cart');
  const messages = topCartMessages(cart.messages);
  if (messages.length === 0) return null;
  return (
    <div className={styles.messages}>
      {messages.map((message) => (
        <Alert
          key={message.code}
          tone={TONES[message.icon ?? 'info']}
          title={message.title ?? undefined}
          live="polite"
        >
          {messageText(message, cart, money, t)}
        </Alert>
      ))}
    </div>
  );
}
