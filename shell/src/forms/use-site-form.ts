// One behaviour for the four site forms (spec §4/§5/§7/§8): client validation with the contract's
// schema, POST to the feedback API, server field errors placed under their fields (first message per
// field), a 404/429/500 in the server-error modal only, anything else shown above the button; only a
// 200 answer moves the form to its thanks step.
// When the deployment checks the site forms with a captcha (settings' `captcha.site_forms`), the
// widget's one-time token goes in the X-Captcha-Token header and is spent by every send.
import { zodResolver } from '@hookform/resolvers/zod';
import { apiRequest, isApiError, SERVER_ERROR_STATUSES } from '@storefront/shared/api';
import { feedbackResponseSchema } from '@storefront/shared/contract';
import { useSettings } from '@storefront/shared/query';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';

/** A form's schema: what the fields hold (Input) and what is sent (Output); its shape names the fields. */
export type SiteFormSchema<Input extends FieldValues, Output> = z.ZodType<Output, Input> & {
  shape: Record<string, unknown>;
};

/** The captcha widget a site form shows (null: the deployment does not check the site forms). */
export interface SiteFormCaptcha {
  clientKey: string;
  scriptUrl: string;
  resets: number;
  onToken(token: string): void;
}

/**
 * The captcha of a site form: the widget to show (null when the deployment does not check the site
 * forms), the header that carries its token on a send, and `spent()` after an answer that refused
 * the send: the token is used up either way, so the widget is reset and solved again.
 */
export function useSiteFormCaptcha() {
  const widget = useSettings().data?.captcha;
  const [token, setToken] = useState('');
  const [resets, setResets] = useState(0);
  const captcha: SiteFormCaptcha | null = widget?.site_forms
    ? { clientKey: widget.client_key, scriptUrl: widget.script_url, resets, onToken: setToken }
    : null;
  return {
    captcha,
    headers: captcha && token ? { 'X-Captcha-Token': token } : undefined,
    spent() {
      if (!captcha) return;
      setToken('');
      setResets((count) => count + 1);
    },
  };
}

export function useSiteForm<Input extends FieldValues, Output>(
  schema: SiteFormSchema<Input, Output>,
  path: string,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { captcha, headers, spent } = useSiteFormCaptcha();
  const fields: string[] = Object.keys(schema.shape);
  const isField = (field: string): field is Path<Input> => fields.includes(field);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiRequest(feedbackResponseSchema, path, {
        method: 'POST',
        body: values,
        ...(headers ? { headers } : {}),
      });
      setSent(true);
    } catch (error) {
      spent();
      if (!isApiError(error)) throw error;
      let placed = 0;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (!isField(field)) continue;
        form.setError(field, { message });
        placed += 1;
      }
      // Spec §8: a 404, 429 or 500 is said in the server-error modal, which the API client has opened;
      // the same words above the button would say it twice.
      if (placed === 0 && !SERVER_ERROR_STATUSES.includes(error.status)) setFailure(error.message);
    }
  });

  return { form, submit, sent, failure, captcha };
}
