// The site forms' one behaviour (spec §4/§5/§8) against the API as MSW serves it: the schema's output
// is what is sent, server field errors land under the form's own fields, anything else above the button.
import { configureApi, resetApiConfig } from '@storefront/shared/api';
import { callMeBackRequestSchema, FEEDBACK_PATHS } from '@storefront/shared/contract';
import { serveApi, apiServer as server } from '@storefront/shared/test-utils/api';
import { act, cleanup, renderHook } from '@testing-library/react';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSiteForm } from './use-site-form';

const ENDPOINT = `/api${FEEDBACK_PATHS.callMeBack}`;

function answerWith(body: JsonBodyType, status = 200) {
  const sent: unknown[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

async function submitFilled() {
  const { result } = renderHook(() =>
    useSiteForm(callMeBackRequestSchema, FEEDBACK_PATHS.callMeBack, { name: '', phone: '' }),
  );
  act(() => {
    result.current.form.setValue('name', ' Анна ');
    result.current.form.setValue('phone', '+7 (912) 345-67-89');
  });
  await act(() => result.current.submit());
  return result;
}

describe('useSiteForm', () => {
  serveApi();
  beforeEach(() => configureApi({ baseUrl: '/api', brand: 'pizza' }));
  afterEach(() => {
    cleanup();
    resetApiConfig();
  });

  it("sends the schema's output and moves to thanks on a 200", async () => {
    const sent = answerWith({ status: 'received', id: 1 });
    const result = await submitFilled();
    expect(sent).toEqual([{ name: 'Анна', phone: '79123456789' }]);
    expect(result.current.sent).toBe(true);
    expect(result.current.failure).toBeNull();
  });

  it('places server field errors under their fields and leaves the rest out', async () => {
    answerWith({ message: 'Invalid', errors: { phone: ['Bad phone', 'Too short'], company: ['x'] } }, 422);
    const result = await submitFilled();
    expect(result.current.form.getFieldState('phone').error?.message).toBe('Bad phone');
    expect(result.current.form.getFieldState('name').error).toBeUndefined();
    expect(result.current.failure).toBeNull();
    expect(result.current.sent).toBe(false);
  });

  it('shows a refusal with no field of this form above the button', async () => {
    answerWith({ message: 'Try later', errors: { company: ['x'] } }, 422);
    const result = await submitFilled();
    expect(result.current.failure).toBe('Try later');
    expect(result.current.sent).toBe(false);
  });

  it('sends nothing while the schema refuses the values', async () => {
    const sent = answerWith({ status: 'received', id: 1 });
    const { result } = renderHook(() =>
      useSiteForm(callMeBackRequestSchema, FEEDBACK_PATHS.callMeBack, { name: '', phone: '' }),
    );
    await act(() => result.current.submit());
    expect(sent).toEqual([]);
    expect(result.current.form.getFieldState('name').error?.message).toBe('validation.required');
  });
});
