import type { User } from '@storefront/shared/contract';
import { testIds } from '@storefront/shared/qa';
import { queryKeys } from '@storefront/shared/query';
import { sessionStore, useModalStore } from '@storefront/shared/stores';
import { useIsMobile } from '@storefront/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useBasePath } from '../common/use-base-path';
import { LOGIN_REDIRECT_DELAY_MS } from '../domain/constants';
import { toSessionUser } from '../session/session-user';
import { afterSignIn } from './after-sign-in';
import { CodeStep } from './code-step';
import styles from './login.module.css';
import { PhoneStep } from './phone-step';
import { useLogin } from './use-login';

export interface LoginFlowProps {
  onClose(): void;
  /** `order`: opened from the cart's order button (spec §4: resume the order after sign-in). */
  intent?: unknown;
  /** Where to go after signing in (a path under this site); the current page when absent. */
  redirect?: unknown;
}

/** The sign-in modal's content: phone step, code step, and what follows success (spec §4 Login). */
export function LoginFlow({ onClose, intent, redirect }: LoginFlowProps) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const basePath = useBasePath();
  const openModal = useModalStore((state) => state.open);
  const closeAllModals = useModalStore((state) => state.closeAll);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSignedIn = (user: User) => {
    client.setQueryData(queryKeys.user.profile, user);
    // Announces account:signed-in; the shell fetches the balance a second later (spec §4).
    sessionStore.getState().setUser(toSessionUser(user));
    const next = afterSignIn({ intent, redirect, isMobile, basePath });
    if (next.kind === 'cartStep2') {
      // The cart opens straight at checkout. The finished sign-in is not a modal to come back to: a
      // plain replacement would keep it as the one to restore, and placing the order (which closes the
      // cart) brought it back over "order accepted" and its tracking link.
      closeAllModals();
      openModal('CartModal', { step: 2 });
    } else if (next.kind === 'cartPage') {
      // The cart page takes the cart modal's place: a plain close would bring back the CartModal this
      // login replaced, over the page, with an order button that only closes it.
      closeAllModals();
      navigate(next.to);
    } else {
      redirectTimer.current = setTimeout(() => {
        onClose();
        if (next.to) navigate(next.to);
      }, LOGIN_REDIRECT_DELAY_MS);
    }
  };

  const login = useLogin({ onSignedIn });

  return (
    <section className={styles.modal} data-testid={testIds.account.loginModal}>
      {login.step === 'phone' && <PhoneStep login={login} />}
      {login.step === 'code' && <CodeStep login={login} />}
      {login.step === 'done' && (
        <div className={styles.done} role="status">
          <CheckCircle2 aria-hidden="true" size={48} className={styles.doneIcon} />
          <p className={styles.title}>{t('signIn.success')}</p>
        </div>
      )}
    </section>
  );
}
