// The captcha widget of a site form, in the page's language, under the QA id the journeys look for.
import { testIds } from '@storefront/shared/qa';
import { SmartCaptcha } from '@storefront/shared/smart-captcha';
import { useTranslation } from 'react-i18next';
import type { SiteFormCaptcha } from './use-site-form';

/** Nothing when the deployment does not check the site forms (`captcha` is null). */
export function SiteFormCaptchaWidget({ captcha }: { captcha?: SiteFormCaptcha | null }) {
  const { i18n } = useTranslation();
  if (!captcha) return null;
  return (
    <SmartCaptcha
      clientKey={captcha.clientKey}
      scriptUrl={captcha.scriptUrl}
      lang={i18n.language}
      resets={captcha.resets}
      onToken={captcha.onToken}
      testId={testIds.forms.captcha}
    />
  );
}
