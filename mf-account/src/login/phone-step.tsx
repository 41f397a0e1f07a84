import { isPhoneComplete, type PhoneMaskRule, pickPhoneMask } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { useLocationStore } from '@storefront/shared/stores';
import { Alert, Button, Checkbox, PhoneInput, useErrorText } from '@storefront/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './login.module.css';
import { useLoginErrorText } from './login-error-text';
import type { LoginState } from './use-login';

/**
 * Step 1 of sign-in (spec §4, §5): the phone masked by the city's phone_masks (a country dropdown
 * where the city has several, remembered), the privacy agreement, and the two ways to get a code —
 * a call (the default, also what Enter does) or an SMS.
 */
export function PhoneStep({ login }: { login: LoginState }) {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const loginErrorText = useLoginErrorText();
  const city = useLocationStore((state) => state.city);
  const masks = city?.phone_masks ?? [];
  const [mask, setMask] = useState<PhoneMaskRule>(() => pickPhoneMask(masks, city?.country.code));
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [privacyInvalid, setPrivacyInvalid] = useState(false);

  const submit = (channel: 'call' | 'sms') => {
    const phoneOk = isPhoneComplete(login.phone.value, mask);
    setPhoneInvalid(!phoneOk);
    setPrivacyInvalid(!login.agreed);
    if (phoneOk && login.agreed) void login.requestCode(channel);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit('call');
  };

  const phoneError =
    loginErrorText(login.phoneError) ?? (phoneInvalid ? errorText('validation.phone') : undefined);
  const busy = login.locked || login.requesting !== null;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <h2 className={styles.title}>{t('signIn.title')}</h2>
      <p className={styles.lead}>{t('signIn.lead')}</p>
      <PhoneInput
        label={t('signIn.phone')}
        masks={masks}
        countryCode={city?.country.code}
        value={login.phone.value}
        onPhoneChange={(next) => {
          setMask(next.mask);
          if (phoneInvalid && next.complete) setPhoneInvalid(false);
          login.changePhone({ value: next.value, digits: next.digits });
        }}
        onMaskChange={setMask}
        error={phoneError}
        autoFocus
        data-testid={testIds.account.loginPhone}
      />
      <div className={styles.privacy}>
        <Checkbox
          label={t('signIn.privacy')}
          required
          checked={login.agreed}
          onChange={(event) => {
            login.setAgreed(event.target.checked);
            if (event.target.checked) setPrivacyInvalid(false);
          }}
          error={privacyInvalid ? errorText('validation.privacy') : undefined}
          data-testid={testIds.account.loginPrivacy}
        />
        <Link to="/privacy-policy" target="_blank" className={styles.policy}>
          {t('signIn.privacyLink')}
        </Link>
      </div>
      {login.formError && (
        <Alert tone="error" live="assertive">
          {loginErrorText(login.formError)}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          fullWidth
          size="l"
          disabled={busy && login.requesting !== 'call'}
          loading={login.requesting === 'call'}
          data-testid={testIds.account.loginByCall}
        >
          {t('signIn.byCall')}
        </Button>
        <Button
          variant="secondary"
          fullWidth
          size="l"
          disabled={busy && login.requesting !== 'sms'}
          loading={login.requesting === 'sms'}
          onClick={() => submit('sms')}
          data-testid={testIds.account.loginBySms}
        >
          {t('signIn.bySms')}
        </Button>
      </div>
    </form>
  );
}
