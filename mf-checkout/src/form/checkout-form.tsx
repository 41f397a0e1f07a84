// Cart step 2, 'checkout order' (spec §2, §4, §5): contacts, the delivery form or the takeaway shop,
// date and interval, payment type with the cash field and banknotes, receipt e-mail, bonuses, the
// server's prices and the Pay / Order button. Every amount shown comes from the cart (rule 6).
import type { Cart, PaymentTypeAlias } from '@storefront/shared/contract';
import { isOnlinePaymentType, VALIDATION_KEYS } from '@storefront/shared/contract';
import { banknoteOptions, cashInput, cashShort, formatPhone, roundCash } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import {
  useCart,
  useCartActions,
  useLocationContext,
  useMoney,
  useSettings,
  useShops,
} from '@storefront/shared/query';
import { useLocationStore, useModalStore, useSessionStore } from '@storefront/shared/stores';
import {
  Alert,
  Button,
  Checkbox,
  PhoneInput,
  Price,
  Skeleton,
  TextArea,
  TextField,
  useErrorText,
  useIsMobile,
} from '@storefront/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { checkoutApi } from '../api';
import { CheckoutRelated } from '../related/checkout-related';
import { usePlaceOrder } from '../submit/use-place-order';
import { bonusBlock } from './bonus-block';
import styles from './checkout-form.module.css';
import { focusFirstInvalid } from './focus-first-invalid';
import { IntervalsField } from './intervals-field';

export interface CheckoutFormViewProps {
  basePath: string;
  onBack(): void;
  variant: 'modal' | 'page' | 'side';
  onClose?: () => void;
}

interface Values {
  username: string;
  phone: string;
  room: string;
  entrance: string;
  floor: string;
  description: string;
  comment: string;
  cash: string;
  email: string;
}

type Errors = Partial<Record<keyof Values | 'payment_type' | 'interval' | 'form', string>>;

const EMPTY: Values = {
  username: '',
  phone: '',
  room: '',
  entrance: '',
  floor: '',
  description: '',
  comment: '',
  cash: '',
  email: '',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function CheckoutFormView({ basePath, onBack, variant, onClose }: CheckoutFormViewProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const errorText = useErrorText();
  const titleId = useId();
  const navigate = useNavigate();
  const money = useMoney();
  const isMobile = useIsMobile();
  const cartQuery = useCart();
  const cart: Cart | undefined = cartQuery.data;
  const context = useLocationContext();
  const actions = useCartActions();
  const settings = useSettings().data;
  const city = useLocationStore((state) => state.city);
  const address = useLocationStore((state) => state.deliveryAddress);
  const user = useSessionStore((state) => state.user);
  const openModal = useModalStore((state) => state.open);
  const shops = useShops(city?.id).data;
  const orderType = cart?.context.order_type ?? 'delivery';
  const shop = shops?.find((item) => item.id === cart?.context.shop_id);
  const authEnabled = settings?.customers.is_auth_enabled ?? false;

  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, username: user?.name ?? '' }));
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused submit (client checks or the server's field errors) takes focus and the scroll to the
  // first field that needs attention; a focused field reads out its error (aria-describedby).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [refusals]);
  // The signed-in customer may arrive after the form (session check on a fresh page): fill an empty name.
  const userName = user?.name ?? '';
  useEffect(() => {
    if (userName) setValues((current) => (current.username ? current : { ...current, username: userName }));
  }, [userName]);
  const [paymentType, setPaymentType] = useState<PaymentTypeAlias | null>(null);
  const { place, busy } = usePlaceOrder(onClose);

  const typesQuery = useQuery({
    queryKey: ['checkout', 'payment-types', city?.id, orderType, cart?.context.shop_id ?? null],
    queryFn: () =>
      checkoutApi.paymentTypes({
        city_id: city!.id,
        order_type: orderType,
        shop_id: cart?.context.shop_id ?? null,
      }),
    enabled: Boolean(city && cart),
  });
  const types = typesQuery.data ?? [];
  const chosenType =
    paymentType && types.some((type) => type.alias === paymentType) ? paymentType : (types[0]?.alias ?? null);
  const online = chosenType ? isOnlinePaymentType(chosenType) : false;

  // Spec §2: if the cart empties after it loaded, go to the city page.
  const loadedEmpty = cart !== undefined && cart.count === 0 && !busy;
  useEffect(() => {
    if (!loadedEmpty) return;
    onClose?.();
    navigate(basePath);
  }, [loadedEmpty, navigate, basePath, onClose]);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const total = cart?.prices.total ?? 0;
  const dropped = Object.values(cart?.products ?? {})
    .filter((line) => line.type === 'unavailable' || line.type === 'stop')
    .map((line) => line.name);
  const cash = values.cash === '' ? null : Number(values.cash);
  const notes = settings ? banknoteOptions(settings.banknotes, total) : [];
  const bonus = cart ? bonusBlock(cart) : null;

  const validate = (): Errors => {
    const found: Errors = {};
    if (!values.username.trim()) found.username = VALIDATION_KEYS.required;
    if (!(authEnabled && user) && values.phone.replace(/\D/g, '').length < 11)
      found.phone = VALIDATION_KEYS.phone;
    if (orderType === 'delivery' && !values.room.trim()) found.room = VALIDATION_KEYS.required;
    if (values.email && !EMAIL.test(values.email)) found.email = VALIDATION_KEYS.email;
    if (!chosenType) found.payment_type = VALIDATION_KEYS.required;
    if (chosenType === 'cash' && cashShort(cash, total)) found.cash = t('form.cashShort');
    return found;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!cart || !city || !chosenType || busy) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    const result = await place({
      basePath,
      total,
      currency: city.prices.currency_code,
      latitude: address?.coordinates?.latitude ?? null,
      longitude: address?.coordinates?.longitude ?? null,
      order: {
        city_id: city.id,
        order_type: orderType,
        shop_id: cart.context.shop_id,
        phone: authEnabled && user ? null : values.phone,
        username: values.username.trim(),
        payment_type: chosenType,
        cash: chosenType === 'cash' && cash ? roundCash(cash, total, settings?.country_code ?? '') : null,
        order_comment: orderType === 'takeaway' ? values.comment || null : null,
        delivery_address:
          orderType === 'delivery'
            ? {
                room: values.room,
                entrance: values.entrance || null,
                floor: values.floor || null,
                description: values.description || null,
              }
            : null,
        interval_id: cart.selectedInterval,
        email: values.email || null,
      },
    });
    if (result.kind === 'failed') {
      const { error } = result;
      const next: Errors = {};
      const field = (name: string) => error.fieldErrors[name];
      if (field('username')) next.username = field('username');
      if (field('phone')) next.phone = field('phone');
      if (field('room') || field('delivery_address')) next.room = field('room') ?? field('delivery_address');
      if (field('email')) next.email = field('email');
      if (field('payment_type')) next.payment_type = field('payment_type');
      if (field('interval') || field('interval_id'))
        next.interval = field('interval') ?? field('interval_id');
      if (field('typeError') === 'change' || field('cash')) next.cash = t('form.cashShort');
      if (Object.keys(next).length === 0)
        next.form =
          error.status === 0 || error.status >= 500
            ? t('errors.modalDefaultCheckoutErrorMessage')
            : error.message;
      setErrors(next);
      setRefusals((count) => count + 1);
    }
  };

  const Title = variant === 'page' ? 'h1' : 'h2';
  // Spec §2: related products with step 2 — beside the form on the desktop page, below it elsewhere.
  const besideForm = variant === 'page' && !isMobile;
  return (
    <div className={besideForm ? styles.withAside : styles.stack}>
      <form
        className={styles.form}
        data-testid={testIds.checkout.form}
        aria-labelledby={titleId}
        onSubmit={submit}
        ref={formRef}
        noValidate
      >
        <Button variant="ghost" size="s" onClick={onBack} className={styles.back}>
          <ArrowLeft size={18} aria-hidden="true" focusable="false" />
          {t('form.back')}
        </Button>
        <Title id={titleId} className={styles.title}>
          {t('title')}
        </Title>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('form.contacts')}</legend>
          <TextField
            label={t('form.name')}
            required
            autoComplete="name"
            value={values.username}
            onChange={(event) => set('username')(event.target.value)}
            error={errorText(errors.username)}
            data-testid={testIds.checkout.name}
          />
          {authEnabled && user ? (
            <p className={styles.muted}>
              {t('form.phoneFromLogin', { phone: formatPhone(user.phone, city?.phone_masks ?? []) })}
            </p>
          ) : (
            <PhoneInput
              label={t('form.phone')}
              required
              masks={city?.phone_masks}
              countryCode={settings?.country_code}
              value={values.phone}
              onChange={(event) => set('phone')(event.target.value)}
              error={errorText(errors.phone)}
              data-testid={testIds.checkout.phone}
            />
          )}
        </fieldset>

        {orderType === 'delivery' ? (
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
              <Button
                variant="secondary"
                size="s"
                onClick={() => openModal('OrderTypesModal', { type: 'delivery' })}
              >
                {t('form.change')}
              </Button>
            </div>
            <div className={styles.row}>
              <TextField
                label={t('form.apartment')}
                required
                value={values.room}
                onChange={(event) => set('room')(event.target.value)}
                error={errorText(errors.room)}
                data-testid={testIds.checkout.apartment}
              />
              <TextField
                label={t('form.entrance')}
                value={values.entrance}
                onChange={(event) => set('entrance')(event.target.value)}
                data-testid={testIds.checkout.entrance}
              />
              <TextField
                label={t('form.floor')}
                value={values.floor}
                onChange={(event) => set('floor')(event.target.value)}
                data-testid={testIds.checkout.floor}
              />
            </div>
            <TextArea
              label={t('form.comment')}
              value={values.description}
              onChange={(event) => set('description')(event.target.value)}
              data-testid={testIds.checkout.comment}
            />
          </fieldset>
        ) : (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('form.takeaway')}</legend>
            <div className={styles.place}>
              <p>{shop ? `${shop.name}, ${shop.address.street}` : t('form.shopMissing')}</p>
              <Button
                variant="secondary"
                size="s"
                onClick={() => openModal('OrderTypesModal', { type: 'takeaway' })}
              >
                {t('form.change')}
              </Button>
            </div>
            <TextArea
              label={t('form.orderComment')}
              value={values.comment}
              onChange={(event) => set('comment')(event.target.value)}
              data-testid={testIds.checkout.comment}
            />
          </fieldset>
        )}

        <IntervalsField
          context={context}
          orderType={orderType}
          selected={cart?.selectedInterval ?? null}
          error={errors.interval}
          // A refused time stays flagged until another one is chosen.
          onChoose={() => setErrors((current) => ({ ...current, interval: undefined, form: undefined }))}
        />

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('form.payment')}</legend>
          {typesQuery.isPending && <Skeleton variant="text" lines={2} />}
          <div className={styles.types}>
            {types.map((type) => (
              <label
                key={type.alias}
                className={styles.type}
                data-testid={testIds.checkout.paymentType(type.alias)}
              >
                <input
                  type="radio"
                  name="payment_type"
                  value={type.alias}
                  checked={type.alias === chosenType}
                  onChange={() => {
                    setPaymentType(type.alias);
                    setErrors((current) => ({ ...current, payment_type: undefined, cash: undefined }));
                  }}
                />
                <span>{type.name}</span>
              </label>
            ))}
          </div>
          {errors.payment_type && (
            <p className={styles.error} data-field-error="">
              {errorText(errors.payment_type)}
            </p>
          )}
          {chosenType === 'cash' && (
            <div className={styles.cash}>
              <TextField
                label={t('form.cash')}
                inputMode="numeric"
                value={values.cash}
                onChange={(event) => set('cash')(cashInput(event.target.value))}
                error={errors.cash}
                hint={t('form.cashHint')}
                data-testid={testIds.checkout.cashInput}
              />
              {notes.length > 0 && (
                <div className={styles.chips}>
                  {notes.map((note) => (
                    <button
                      key={note}
                      type="button"
                      className={styles.chip}
                      aria-pressed={cash === note}
                      data-testid={testIds.checkout.banknote(note)}
                      onClick={() => set('cash')(String(note))}
                    >
                      {money.format(note)}
                    </button>
                  ))}
                </div>
              )}
            </div>
          )}
          <TextField
            label={t('form.receiptEmail')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
            error={errorText(errors.email)}
            data-testid={testIds.checkout.receiptEmail}
          />
        </fieldset>

        {bonus && user && (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('form.bonuses')}</legend>
            <Checkbox
              label={t('form.bonusToggle', {
                amount: money.format(bonus.writeOff),
                balance: money.format(bonus.balance),
              })}
              checked={bonus.on}
              disabled={bonus.locked || busy}
              data-testid={testIds.checkout.bonusToggle}
              onChange={(event) => void actions.applyBonuses(event.target.checked ? bonus.writeOff : 0)}
            />
            {bonus.reason && <p className={styles.muted}>{bonus.reason}</p>}
            <button type="button" className={styles.more} onClick={() => openModal('BonusInfoModal')}>
              {t('form.bonusInfo')}
            </button>
          </fieldset>
        )}

        <dl className={styles.summary}>
          {cart && (
            <>
              <div>
                <dt>{t('form.subtotal')}</dt>
                <dd>{money.format(cart.prices.subtotal)}</dd>
              </div>
              {cart.prices.packages > 0 && (
                <div>
                  <dt>{t('form.packages')}</dt>
                  <dd>{money.format(cart.prices.packages)}</dd>
                </div>
              )}
              {orderType === 'delivery' && (
                <div>
                  <dt>{t('form.deliveryPrice')}</dt>
                  <dd>{cart.prices.delivery > 0 ? money.format(cart.prices.delivery) : t('form.free')}</dd>
                </div>
              )}
              {cart.prices.discount > 0 && (
                <div>
                  <dt>{t('form.discount')}</dt>
                  <dd>−{money.format(cart.prices.discount)}</dd>
                </div>
              )}
              {cart.prices.bonuses > 0 && (
                <div>
                  <dt>{t('form.bonusesSpent')}</dt>
                  <dd>−{money.format(cart.prices.bonuses)}</dd>
                </div>
              )}
            </>
          )}
          <div className={styles.total}>
            <dt>{t('form.total')}</dt>
            <dd data-testid={testIds.checkout.total}>
              {cart && !cartQuery.isFetching ? (
                <Price value={total} currency={money.currency} fractional={money.fractional} size="l" />
              ) : (
                <Skeleton variant="text" lines={1} />
              )}
            </dd>
          </div>
        </dl>

        {/* Said before the order, as the cart says it: what is not available now is left out of it. */}
        {dropped.length > 0 && (
          <Alert tone="warning">{t('orderDrops.unavailable', { names: dropped.join(', ') })}</Alert>
        )}
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <Button
          type="submit"
          size="l"
          loading={busy}
          disabled={!cart || !chosenType}
          data-testid={testIds.checkout.submit}
        >
          {online ? t('pay') : t('order')}
        </Button>
      </form>
      {cart && (
        <CheckoutRelated
          cart={cart}
          money={money}
          layout={besideForm ? 'column' : 'carousel'}
          isMobile={isMobile}
        />
      )}
    </div>
  );
}
