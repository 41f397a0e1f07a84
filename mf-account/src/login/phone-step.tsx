import { PhoneInput } from '@storefront/shared/phone-input';
import { testIds } from '@storefront/shared/qa';
import { SmartCaptcha } from '@storefront/shared/smart-captcha';
import { useLocationStore } from '@storefront/shared/stores';
import { Alert, Button, Checkbox } from '@storefront/shared/ui';
import type { FormEvent } from 'react';
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
  const { t, i18n } = useTranslation(['account', 'common']);
  const loginErrorText = useLoginErrorText();
  const city = useLocationStore((state) => state.city);
  const { register, formState } = login.phoneForm;
  const { errors } = formState;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void login.requestCode('call');
  };

  const busy = login.locked || login.requesting !== null;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <h2 className={styles.title}>{t('signIn.title')}</h2>
      <p className={styles.lead}>{t('signIn.lead')}</p>
      <PhoneInput
        label={t('signIn.phone')}
        masks={city?.phone_masks ?? []}
        countryCode={city?.country.code}
        onPhoneChange={(next) => login.setMask(next.mask)}
        onMaskChange={login.setMask}
        error={loginErrorText(errors.phone?.message)}
        autoFocus
        data-testid={testIds.account.loginPhone}
        {...register('phone')}
      />
      <div className={styles.privacy}>
        <Checkbox
          label={t('signIn.privacy')}
          required
          error={loginErrorText(errors.agreed?.message)}
          data-testid={testIds.account.loginPrivacy}
          {...register('agreed')}
        />
        <Link to="/privacy-policy" target="_blank" className={styles.policy}>
          {t('signIn.privacyLink')}
        </Link>
      </div>
      {login.captcha && (
        <SmartCaptcha
          clientKey={login.captcha.client_key}
          scriptUrl={login.captcha.script_url}
          lang={i18n.language}
          resets={login.captchaResets}
          onToken={login.setCaptchaToken}
          testId={testIds.account.loginCaptcha}
        />
      )}
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
          onClick={() => void login.requestCode('sms')}
          data-testid={testIds.account.loginBySms}
        >
          {t('signIn.bySms')}
        </Button>
      </div>
    </form>
  );
}
