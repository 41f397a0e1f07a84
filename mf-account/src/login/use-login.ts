// The sign-in flow of spec §4 Login as one hook: ask for a code (by call by default, or by SMS; the
// request buttons locked for 3 s after a press), then check it (a wrong code is a field error, and
// the boxes clear 1.5 s later), resend once the verification timer runs out. The phone step and the
// code are react-hook-form forms checked by the schemas of login-schema.ts.
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError, userApi } from '@storefront/shared/api';
import { type NotifyChannel, USER_ERROR_CODES, type User } from '@storefront/shared/contract';
import { type PhoneMaskRule, pickPhoneMask } from '@storefront/shared/domain';
import { useSettings } from '@storefront/shared/query';
import { useLocationStore } from '@storefront/shared/stores';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CODE_INPUT_CLEAR_MS, LOGIN_BUTTON_LOCK_MS } from '../domain/constants';
import { loginErrorMessage } from './login-error-text';
import { type LoginError, loginError } from './login-errors';
import {
  type LoginCodeValues,
  type LoginPhoneFields,
  type LoginPhoneValues,
  loginCodeSchema,
  loginPhoneSchema,
} from './login-schema';

export type LoginStep = 'phone' | 'code' | 'done';

export interface UseLoginOptions {
  onSignedIn(user: User): void;
}

export function useLogin({ onSignedIn }: UseLoginOptions) {
  const city = useLocationStore((state) => state.city);
  const cityId = city?.id ?? null;
  const [mask, setMask] = useState<PhoneMaskRule>(() =>
    pickPhoneMask(city?.phone_masks ?? [], city?.country.code),
  );
  const phoneSchema = useMemo(() => loginPhoneSchema(mask), [mask]);
  /** The phone and the privacy agreement, kept when the visitor goes back to change the phone. */
  const phoneForm = useForm<LoginPhoneValues, unknown, LoginPhoneFields>({
    resolver: zodResolver(phoneSchema),
    defaultValues: { phone: '', agreed: false },
  });
  const codeForm = useForm<LoginCodeValues>({
    resolver: zodResolver(loginCodeSchema),
    defaultValues: { code: '' },
  });
  const [step, setStep] = useState<LoginStep>('phone');
  const [phoneDigits, setPhoneDigits] = useState('');
  const [channel, setChannel] = useState<NotifyChannel>('call');
  const [timerEndsAt, setTimerEndsAt] = useState<number | null>(null);
  const [requesting, setRequesting] = useState<NotifyChannel | null>(null);
  const [locked, setLocked] = useState(false);
  /** Bumped when the boxes are cleared after a wrong code, so the code step refocuses the first box. */
  const [clearCount, setClearCount] = useState(0);
  /** A refusal with no field of its own, said above the buttons (a key or the server's sentence). */
  const [formError, setFormError] = useState<string | null>(null);
  /** The captcha widget's one-time token (when the deployment checks one), and its resets. */
  const captcha = useSettings().data?.captcha ?? null;
  const [captchaToken, setCaptchaToken] = useState('');
  const [captchaResets, setCaptchaResets] = useState(0);
  /**
   * The phone's wrong codes (from anyone) reached their budget: the code check goes through again
   * with a solved captcha (the API's 429 `captcha_required`), so the code step shows the widget.
   */
  const [codeCaptcha, setCodeCaptcha] = useState(false);
  const [codeCaptchaToken, setCodeCaptchaToken] = useState('');
  const [codeCaptchaResets, setCodeCaptchaResets] = useState(0);

  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  };
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const place = (error: LoginError) => {
    const message = loginErrorMessage(error);
    if (error.at === 'phone') {
      setStep('phone');
      phoneForm.setError('phone', { message });
    } else if (error.at === 'code') codeForm.setError('code', { message });
    else if (error.at === 'form') setFormError(message);
  };

  const ask = async (digits: string, via: NotifyChannel) => {
    if (locked || requesting || cityId === null) return;
    // A spent token cannot ask again (a resend): back to the phone step, where the check is.
    if (captcha && !captchaToken) {
      setStep('phone');
      return;
    }
    setLocked(true);
    later(() => setLocked(false), LOGIN_BUTTON_LOCK_MS);
    setRequesting(via);
    setFormError(null);
    try {
      const { timer } = await userApi.login({
        city_id: cityId,
        phone: digits,
        notify_channel: via,
        ...(captchaToken ? { captcha_user_token: captchaToken } : {}),
      });
      setPhoneDigits(digits);
      setChannel(via);
      setTimerEndsAt(Date.now() + timer * 1000);
      codeForm.reset({ code: '' });
      setStep('code');
    } catch (error) {
      place(loginError(error, 'phone'));
    } finally {
      setRequesting(null);
      // The token is spent either way; a refusal resets the check (spec §8).
      if (captcha) {
        setCaptchaToken('');
        setCaptchaResets((count) => count + 1);
      }
    }
  };

  /** The phone step's submit: checks the phone and the agreement, then asks for a code by `via`. */
  const requestCode = (via: NotifyChannel) => phoneForm.handleSubmit((fields) => ask(fields.phone, via))();

  const checkCode = codeForm.handleSubmit(async ({ code }) => {
    setFormError(null);
    const token = codeCaptchaToken;
    try {
      const user = await userApi.checkVerificationCode({
        code,
        ...(token ? { captcha_user_token: token } : {}),
      });
      setStep('done');
      onSignedIn(user);
    } catch (error) {
      if (captcha && isApiError(error) && error.code === USER_ERROR_CODES.captchaRequired)
        setCodeCaptcha(true);
      // A sent token is spent whatever the answer: the next check needs the widget solved again.
      if (token) {
        setCodeCaptchaToken('');
        setCodeCaptchaResets((count) => count + 1);
      }
      const failure = loginError(error, 'code');
      place(failure);
      if (failure.at !== 'phone') {
        later(() => {
          codeForm.setValue('code', '');
          setClearCount((count) => count + 1);
        }, CODE_INPUT_CLEAR_MS);
      }
    }
  });

  return {
    step,
    phoneForm,
    codeForm,
    setMask,
    /** The phone the code went to, digits only. */
    phoneDigits,
    channel,
    timerEndsAt,
    requesting,
    locked,
    checking: codeForm.formState.isSubmitting,
    clearCount,
    formError,
    cityId,
    requestCode,
    captcha,
    captchaResets,
    setCaptchaToken,
    /** The code step shows the captcha widget (a solved check goes with the next code). */
    codeCaptcha: captcha !== null && codeCaptcha,
    codeCaptchaResets,
    setCodeCaptchaToken,
    /** Asks again for the phone the code went to (the code step's resend). */
    resendCode: (via: NotifyChannel) => void ask(phoneDigits, via),
    checkCode,
    backToPhone() {
      setStep('phone');
      codeForm.clearErrors();
      setFormError(null);
    },
  };
}

export type LoginState = ReturnType<typeof useLogin>;
