import { useTranslation } from 'react-i18next';
import type { LoginError } from './login-errors';

/** A placed sign-in error as text in the visitor's language. */
export function useLoginErrorText(): (error: LoginError | null) => string | undefined {
  const { t } = useTranslation(['account', 'common']);
  return (error) => {
    if (!error) return undefined;
    if (error.kind === 'tooManyAttempts') return t('signIn.tooManyAttempts');
    if (error.kind === 'wrongCode') return t('signIn.wrongCode');
    return error.message;
  };
}
