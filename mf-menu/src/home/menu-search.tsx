import { visuallyHiddenClass } from '@storefront/shared/ui';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './menu-search.module.css';

export interface MenuSearchProps {
  value: string;
  onChange(value: string): void;
  onClose(): void;
}

/** The menu search (beyond the spec): matching products stay, the others hide as you type. */
export function MenuSearch({ value, onChange, onClose }: MenuSearchProps) {
  const { t } = useTranslation('menu');
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={visuallyHiddenClass}>
        {t('filters.search')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the field appears because the visitor asked to search
        autoFocus
        placeholder={t('filters.searchPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
      />
      <button type="button" className={styles.close} aria-label={t('filters.closeSearch')} onClick={onClose}>
        <X size={20} aria-hidden="true" focusable="false" />
      </button>
    </div>
  );
}
