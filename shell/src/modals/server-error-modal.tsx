import { testIds } from '@storefront/shared/qa';
import { Button } from '@storefront/shared/ui';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from './modal-content-props';

/** Spec §8: 404/500/429 answers show their message here (title 'error!', message, close). */
export default function ServerErrorModal({ onClose, message, title }: ModalContentProps) {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <div data-testid={testIds.shell.serverErrorModal}>
      <h2>{typeof title === 'string' ? title : t('shell:errors.serverErrorTitle')}</h2>
      <p>{typeof message === 'string' ? message : t('errors.generic')}</p>
      <Button onClick={onClose}>{t('actions.close')}</Button>
    </div>
  );
}
