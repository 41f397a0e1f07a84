// What the page does with a pay answer (spec §4 "Pay outcomes by reason"): follow a completion or
// form link, run 3-D Secure (v1: auto-submitted form; v2: the hidden method iframe, a wait, pay
// again), or show a QR / bank-app push and poll the order status.
import type { PayResponse } from '@storefront/shared/contract';
import { THREE_DS_WAIT_MS } from '../domain/constants';

export type PayStep =
  | { kind: 'redirect'; url: string }
  | { kind: 'three-ds-form'; answer: PayResponse }
  | { kind: 'three-ds-method'; answer: PayResponse }
  | { kind: 'await-bank'; answer: PayResponse };

export function nextStep(answer: PayResponse): PayStep {
  switch (answer.reason) {
    case 'approved':
      return { kind: 'redirect', url: answer.complete_link ?? '' };
    case 'approved-new':
      return { kind: 'redirect', url: answer.form_url ?? answer.complete_link ?? '' };
    case '3ds-v2':
      return answer.threeDSMethodURL
        ? { kind: 'three-ds-method', answer }
        : { kind: 'three-ds-form', answer };
    case '3ds':
      return { kind: 'three-ds-form', answer };
    default:
      return { kind: 'await-bank', answer };
  }
}

/** A same-origin link is followed inside the app; anything else is a full navigation. */
export function followLink(url: string, navigate: (path: string) => void) {
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) {
    navigate(`${target.pathname}${target.search}`);
  } else window.location.assign(target.toString());
}

/** 3-D Secure v1 / v2 challenge: post the fields to the ACS as the bank expects (a full navigation). */
export function submitThreeDsForm(answer: PayResponse) {
  if (!answer.AcsUrl) throw new Error('3-D Secure answer without AcsUrl');
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = answer.AcsUrl;
  const fields: Record<string, string | null> = answer.cReq
    ? { creq: answer.cReq, threeDSSessionData: answer.MD, TermUrl: answer.TermUrl }
    : { PaReq: answer.PaReq, MD: answer.MD, TermUrl: answer.TermUrl };
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * 3ds-v2 method step: the ACS fingerprints the browser in a hidden iframe; after the wait the
 * merchant pays again and gets the challenge (or approval).
 */
export async function runThreeDsMethod(answer: PayResponse, waitMs: number = THREE_DS_WAIT_MS) {
  if (!answer.threeDSMethodURL) return;
  const name = `three-ds-method-${Date.now()}`;
  const iframe = document.createElement('iframe');
  iframe.name = name;
  iframe.hidden = true;
  iframe.title = '3-D Secure';
  document.body.append(iframe);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = answer.threeDSMethodURL;
  form.target = name;
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'threeDSMethodData';
  input.value = answer.threeDSMethodDataPacked ?? '';
  form.append(input);
  document.body.append(form);
  form.submit();
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  form.remove();
  iframe.remove();
}
