import { useErrorText } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import type { LoginError } from './login-errors';

const KIND_KEYS = { tooManyAttempts: 'signIn.tooManyAttempts', wrongCode: 'signIn.wrongCode' } as const;
type KindKey = (typeof KIND_KEYS)[keyof typeof KIND_KEYS];
const isKindKey = (message: string): message is KindKey => Object.values<string>(KIND_KEYS).includes(message);

/** What a placed sign-in error says: the key of its kind, or the server's own sentence. */
export function loginErrorMessage(error: LoginError): string {
  return error.kind === 'message' ? error.message : KIND_KEYS[error.kind];
}

/** A sign-in message (a schema's key, a kind's key or the server's sentence) in the visitor's language. */
export function useLoginErrorText(): (message: string | null | undefined) => string | undefined {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  return (message) => {
    if (!message) return undefined;
    return isKindKey(message) ? t(message) : errorText(message);
  };
}
