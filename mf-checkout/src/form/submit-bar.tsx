import type { Cart } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { Alert, Button } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';

/**
 * What stands before the order: what is not available now and is left out of it (said as the cart
 * says it), a refusal of the last attempt, and the Pay / Order button.
 */
export function SubmitBar({
  cart,
  failure,
  online,
  busy,
  disabled,
}: {
  cart: Cart | undefined;
  failure: string | undefined;
  online: boolean;
  busy: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  const dropped = Object.values(cart?.products ?? {})
    .filter((line) => line.type === 'unavailable' || line.type === 'stop')
    .map((line) => line.name);
  return (
    <>
      {dropped.length > 0 && (
        <Alert tone="warning">{t('orderDrops.unavailable', { names: dropped.join(', ') })}</Alert>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" size="l" loading={busy} disabled={disabled} data-testid={testIds.checkout.submit}>
        {online ? t('pay') : t('order')}
      </Button>
    </>
  );
}
