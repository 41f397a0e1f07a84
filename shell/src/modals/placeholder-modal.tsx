import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from './registry';

/** Stand-in for shell modals whose forms arrive with the shell issue; names itself and closes. */
export default function PlaceholderModal({ onClose }: ModalContentProps) {
  const { t } = useTranslation('common');
  return (
    <div>
      <p>{t('placeholder.comingSoon')}</p>
      <button type="button" onClick={onClose}>
        {t('actions.close')}
      </button>
    </div>
  );
}
