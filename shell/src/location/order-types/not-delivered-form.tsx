// Found, but outside every delivery zone (spec §4): leave a phone to be told when delivery reaches the
// address; a confirmation follows the 200. Takeaway stays one tap away. Under the site forms' captcha
// (settings' `captcha.site_forms`) it is a site form like the others: the widget, its token sent once.

// The strings this module shows, registered before it renders (not in the start-up script).
import '../../i18n/location';
import '../../i18n/forms';
import { apiRequest, isApiError } from '@storefront/shared/api';
import { type DeliveryAddress, FEEDBACK_PATHS, feedbackResponseSchema } from '@storefront/shared/contract';
import { phoneDigits } from '@storefront/shared/domain';
import { PhoneInput } from '@storefront/shared/phone-input';
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { Alert, Button, useErrorText } from '@storefront/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyConsent } from '../../forms/privacy-consent';
import { SiteFormCaptchaWidget } from '../../forms/site-form-captcha';
import { useSiteFormCaptcha } from '../../forms/use-site-form';
import styles from './order-types.module.css';

interface NotDeliveredFormProps {
  address: DeliveryAddress;
  onOtherAddress(): void;
  onTakeaway(): void;
}

export function NotDeliveredForm({ address, onOtherAddress, onTakeaway }: NotDeliveredFormProps) {
  const { t } = useTranslation(['shell-location', 'shell-forms', 'common']);
  const errorText = useErrorText();
  const masks = useLocationStore((state) => state.city?.phone_masks);
  const [phone, setPhone] = useState('');
  // A phone is personal data: the same agreement as the site forms before it is sent (spec §5).
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const { captcha, headers, spent } = useSiteFormCaptcha();

  const send = async () => {
    setState('sending');
    setError(undefined);
    try {
      await apiRequest(feedbackResponseSchema, FEEDBACK_PATHS.unavailableDeliveryAddress, {
        method: 'POST',
        body: {
          phone: phoneDigits(phone), // spec §5: digits only, not as the mask shows it
          city_id: address.city_id,
          coordinates: address.map.coordinates,
          address: address.full_address,
        },
        ...(headers ? { headers } : {}),
      });
      setState('sent');
    } catch (caught) {
      spent();
      if (!isApiError(caught)) throw caught;
      setError(caught.field('phone') ?? caught.message);
      setState('form');
    }
  };

  return (
    <section className={styles.notDelivered} data-testid={testIds.orderTypes.notDeliveredForm}>
      <h3 className={styles.panelTitle}>{t('orderTypes.notDeliveredTitle')}</h3>
      {state === 'sent' ? (
        <Alert tone="success" live="polite">
          {t('orderTypes.notifyThanks')}
        </Alert>
      ) : (
        <>
          <p className={styles.muted}>{t('orderTypes.notDeliveredText', { address: address.address })}</p>
          <PhoneInput
            label={t('shell-forms:forms.phone')}
            masks={masks ?? undefined}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={errorText(error)}
            data-testid={testIds.orderTypes.notifyPhone}
          />
          <PrivacyConsent agreed={agreed} onChange={setAgreed} />
          <SiteFormCaptchaWidget captcha={captcha} />
          <Button
            loading={state === 'sending'}
            disabled={!agreed}
            onClick={send}
            data-testid={testIds.orderTypes.notifySubmit}
          >
            {t('orderTypes.notify')}
          </Button>
        </>
      )}
      <div className={styles.row}>
        <Button variant="ghost" onClick={onOtherAddress}>
          {t('orderTypes.otherAddress')}
        </Button>
        <Button variant="secondary" onClick={onTakeaway}>
          {t('orderTypes.chooseTakeaway')}
        </Button>
      </div>
    </section>
  );
}
