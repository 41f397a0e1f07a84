import { testIds } from '@storefront/shared/qa';
import { useShops } from '@storefront/shared/query';
import { useLocationStore, useModalStore } from '@storefront/shared/stores';
import { Button, TextArea, TextField, useErrorText } from '@storefront/shared/ui';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './checkout-form.module.css';
import type { CheckoutValues } from './checkout-schema';

/** Where the order goes (spec §2): the delivery address and its details, or the takeaway shop. */
export function PlaceFields({
  orderType,
  shopId,
}: {
  orderType: 'delivery' | 'takeaway';
  shopId: number | null;
}) {
  return orderType === 'delivery' ? <DeliveryFields /> : <TakeawayFields shopId={shopId} />;
}

function DeliveryFields() {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const { register, formState } = useFormContext<CheckoutValues>();
  const address = useLocationStore((state) => state.deliveryAddress);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('form.delivery')}</legend>
      <div className={styles.place}>
        <TextField
          label={t('form.address')}
          readOnly
          value={address?.address ?? ''}
          placeholder={t('form.addressMissing')}
          data-testid={testIds.checkout.address}
        />
        <ChangePlace type="delivery" />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('form.apartment')}
          required
          error={errorText(formState.errors.room?.message)}
          data-testid={testIds.checkout.apartment}
          {...register('room')}
        />
        <TextField
          label={t('form.entrance')}
          error={errorText(formState.errors.entrance?.message)}
          data-testid={testIds.checkout.entrance}
          {...register('entrance')}
        />
        <TextField
          label={t('form.floor')}
          error={errorText(formState.errors.floor?.message)}
          data-testid={testIds.checkout.floor}
          {...register('floor')}
        />
      </div>
      <TextArea
        label={t('form.comment')}
        error={errorText(formState.errors.description?.message)}
        data-testid={testIds.checkout.comment}
        {...register('description')}
      />
    </fieldset>
  );
}

function TakeawayFields({ shopId }: { shopId: number | null }) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const { register, formState } = useFormContext<CheckoutValues>();
  const city = useLocationStore((state) => state.city);
  const shop = useShops(city?.id).data?.find((item) => item.id === shopId);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('form.takeaway')}</legend>
      <div className={styles.place}>
        <p>{shop ? `${shop.name}, ${shop.address.street}` : t('form.shopMissing')}</p>
        <ChangePlace type="takeaway" />
      </div>
      <TextArea
        label={t('form.orderComment')}
        error={errorText(formState.errors.comment?.message)}
        data-testid={testIds.checkout.comment}
        {...register('comment')}
      />
    </fieldset>
  );
}

/** Another address or shop: the order-types modal, on the tab of this order's type. */
function ChangePlace({ type }: { type: 'delivery' | 'takeaway' }) {
  const { t } = useTranslation('checkout');
  const openModal = useModalStore((state) => state.open);
  return (
    <Button variant="secondary" size="s" onClick={() => openModal('OrderTypesModal', { type })}>
      {t('form.change')}
    </Button>
  );
}
