// The sign-in flow of spec §4 Login as one hook: ask for a code (by call by default, or by SMS; the
// request buttons locked for 3 s after a press), then check it (a wrong code is a field error, and
// the boxes clear 1.5 s later), resend once the verification timer runs out.
import { userApi } from '@storefront/shared/api';
import type { NotifyChannel, User } from '@storefront/shared/contract';
import { CODE_INPUT_CLEAR_MS, LOGIN_BUTTON_LOCK_MS } from '@storefront/shared/domain';
import { useLocationStore } from '@storefront/shared/stores';
import { useEffect, useRef, useState } from 'react';
import { type LoginError, loginError } from './login-errors';

export type LoginStep = 'phone' | 'code' | 'done';

export interface LoginPhone {
  /** As shown: `+7 (916) 123-45-67`. */
  value: string;
  /** As sent: `79161234567`. */
  digits: string;
}

export interface UseLoginOptions {
  onSignedIn(user: User): void;
}

export function useLogin({ onSignedIn }: UseLoginOptions) {
  const cityId = useLocationStore((state) => state.city?.id ?? null);
  const [step, setStep] = useState<LoginStep>('phone');
  const [phone, setPhone] = useState<LoginPhone>({ value: '', digits: '' });
  /** The privacy agreement, kept when the visitor goes back from the code step to change the phone. */
  const [agreed, setAgreed] = useState(false);
  const [channel, setChannel] = useState<NotifyChannel>('call');
  const [timerEndsAt, setTimerEndsAt] = useState<number | null>(null);
  const [requesting, setRequesting] = useState<NotifyChannel | null>(null);
  const [locked, setLocked] = useState(false);
  const [checking, setChecking] = useState(false);
  const [code, setCode] = useState('');
  /** Bumped when the boxes are cleared after a wrong code, so the code step refocuses the first box. */
  const [clearCount, setClearCount] = useState(0);
  const [phoneError, setPhoneError] = useState<LoginError | null>(null);
  const [codeError, setCodeError] = useState<LoginError | null>(null);
  const [formError, setFormError] = useState<LoginError | null>(null);

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
    if (error.at === 'phone') {
      setStep('phone');
      setPhoneError(error);
    } else if (error.at === 'code') setCodeError(error);
    else if (error.at === 'form') setFormError(error);
  };

  const requestCode = async (via: NotifyChannel) => {
    if (locked || requesting || cityId === null) return;
    setLocked(true);
    later(() => setLocked(false), LOGIN_BUTTON_LOCK_MS);
    setRequesting(via);
    setPhoneError(null);
    setFormError(null);
    try {
      const { timer } = await userApi.login({ city_id: cityId, phone: phone.digits, notify_channel: via });
      setChannel(via);
      setTimerEndsAt(Date.now() + timer * 1000);
      setCode('');
      setCodeError(null);
      setStep('code');
    } catch (error) {
      place(loginError(error, 'phone'));
    } finally {
      setRequesting(null);
    }
  };

  const checkCode = async (value: string) => {
    if (checking) return;
    setChecking(true);
    setCodeError(null);
    setFormError(null);
    try {
      const user = await userApi.checkVerificationCode({ code: value });
      setStep('done');
      onSignedIn(user);
    } catch (error) {
      const placed = loginError(error, 'code');
      place(placed);
      if (placed.at !== 'phone') {
        later(() => {
          setCode('');
          setClearCount((count) => count + 1);
        }, CODE_INPUT_CLEAR_MS);
      }
    } finally {
      setChecking(false);
    }
  };

  return {
    step,
    phone,
    agreed,
    setAgreed,
    channel,
    timerEndsAt,
    requesting,
    locked,
    checking,
    code,
    clearCount,
    phoneError,
    codeError,
    formError,
    cityId,
    changePhone(next: LoginPhone) {
      setPhone(next);
      setPhoneError(null);
    },
    changeCode(next: string) {
      setCode(next);
      if (next) setCodeError(null);
    },
    requestCode,
    checkCode,
    backToPhone() {
      setStep('phone');
      setCodeError(null);
      setFormError(null);
    },
  };
}

export type LoginState = ReturnType<typeof useLogin>;
