import { testIds } from '@storefront/shared/qa';
import { Spinner, VisuallyHidden } from '@storefront/shared/ui';
import { CheckCircle2, MapPin, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './addresses.module.css';

export interface AddressRowProps {
  id: number;
  text: string;
  current: boolean;
  selecting: boolean;
  /** Another row is being selected. */
  locked: boolean;
  onSelect(id: number): void;
  onDelete(id: number, text: string): void;
}

/** One saved address: tap to deliver there; the current one is marked and cannot be tapped or deleted. */
export function AddressRow({ id, text, current, selecting, locked, onSelect, onDelete }: AddressRowProps) {
  const { t } = useTranslation('account');
  return (
    <li
      className={styles.row}
      data-current={current || undefined}
      data-testid={testIds.account.addressRow(id)}
    >
      {current ? (
        <div className={styles.choice}>
          <CheckCircle2 aria-hidden="true" size={20} className={styles.check} />
          <span className={styles.text}>
            {text}
            <VisuallyHidden>{` — ${t('savedAddresses.current')}`}</VisuallyHidden>
          </span>
        </div>
      ) : (
        <button
          type="button"
          className={styles.choice}
          aria-label={t('savedAddresses.choose', { address: text })}
          aria-busy={selecting || undefined}
          disabled={locked}
          onClick={() => onSelect(id)}
        >
          {selecting ? (
            <Spinner size="s" decorative />
          ) : (
            <MapPin aria-hidden="true" size={20} className={styles.pin} />
          )}
          <span className={styles.text}>{text}</span>
        </button>
      )}
      {!current && (
        <button
          type="button"
          className={styles.delete}
          aria-label={t('savedAddresses.delete', { address: text })}
          disabled={locked}
          onClick={() => onDelete(id, text)}
          data-testid={testIds.account.addressDelete(id)}
        >
          <Trash2 aria-hidden="true" size={20} />
        </button>
      )}
    </li>
  );
}
