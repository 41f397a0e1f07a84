import { formatPhone } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { SmartCaptcha } from '@storefront/shared/smart-captcha';
import { useLocationStore } from '@storefront/shared/stores';
import { Alert, Button, backLinkClass, cx } from '@storefront/shared/ui';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeInput } from './code-input';
import styles from './login.module.css';
import { useLoginErrorText } from './login-error-text';
import { formatCountdown, useCountdown } from './use-countdown';
import type { LoginState } from './use-login';

/**
 * Step 2 of sign-in (spec §4, §5): four code boxes checked as soon as they are full; the timer
 * before another code may be asked for, then resend by call or by SMS.
 */
export function CodeStep({ login }: { login: LoginState }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const loginErrorText = useLoginErrorText();
  const masks = useLocationStore((state) => state.city?.phone_masks);
  const left = useCountdown(login.timerEndsAt);
  const boxes = useRef<HTMLDivElement>(null);
  // Kept on one line: non-breaking spaces and hyphens.
  const phone = formatPhone(login.phoneDigits, masks ?? [])
    .replaceAll(' ', '\u00a0')
    .replaceAll('-', '\u2011');

  // After a wrong code the boxes are emptied: typing starts again in the first one.
  useEffect(() => {
    if (login.clearCount === 0) return;
    boxes.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [login.clearCount]);

  const busy = login.locked || login.requesting !== null;

  return (
    <div className={styles.form}>
      <button type="button" className={cx(backLinkClass, styles.back)} onClick={login.backToPhone}>
        <ArrowLeft aria-hidden="true" size={18} />
        {t('signIn.changePhone')}
      </button>
      <h2 className={styles.title}>{t('signIn.codeTitle')}</h2>
      <p className={styles.lead}>
        {login.channel === 'call' ? t('signIn.callHint', { phone }) : t('signIn.smsHint', { phone })}
      </p>
      <div ref={boxes}>
        <Controller
          control={login.codeForm.control}
          name="code"
          render={({ field, fieldState }) => (
            <CodeInput
              value={field.value}
              onChange={(code) => {
                field.onChange(code);
                if (code) login.codeForm.clearErrors('code');
              }}
              onComplete={() => void login.checkCode()}
              error={loginErrorText(fieldState.error?.message)}
              errorTestId={testIds.account.codeError}
              autoFocus
            />
          )}
        />
      </div>
      {login.codeCaptcha && login.captcha && (
        <SmartCaptcha
          clientKey={login.captcha.client_key}
          scriptUrl={login.captcha.script_url}
          lang={i18n.language}
          resets={login.codeCaptchaResets}
          onToken={login.setCodeCaptchaToken}
          testId={testIds.account.codeCaptcha}
        />
      )}
      <p className={styles.status} role="status">
        {login.checking ? t('signIn.checking') : ''}
      </p>
      {login.formError && (
        <Alert tone="error" live="assertive">
          {loginErrorText(login.formError)}
        </Alert>
      )}
      {left > 0 ? (
        <p className={styles.timer}>{t('signIn.resendIn', { time: formatCountdown(left) })}</p>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            fullWidth
            disabled={busy && login.requesting !== 'call'}
            loading={login.requesting === 'call'}
            onClick={() => login.resendCode('call')}
            data-testid={testIds.account.loginByCall}
          >
            {t('signIn.resendByCall')}
          </Button>
          <Button
            variant="secondary"
            fullWidth
            disabled={busy && login.requesting !== 'sms'}
            loading={login.requesting === 'sms'}
            onClick={() => login.resendCode('sms')}
            data-testid={testIds.account.loginBySms}
          >
            {t('signIn.resendBySms')}
          </Button>
        </div>
      )}
    </div>
  );
}
