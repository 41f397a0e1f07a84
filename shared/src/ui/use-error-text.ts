import { useTranslation } from 'react-i18next';

const KEY = /^validation\.[a-zA-Z]+$/;

/**
 * Field errors arrive as contract message keys (`validation.required`, from the shared zod schemas on
 * either side) or as a server's own sentence. Keys become text in the visitor's language; sentences
 * are shown as they are (spec §8: the first message per field).
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (message) => {
    if (!message) return undefined;
    return KEY.test(message) ? t(message as 'validation.required') : message;
  };
}
