// The address field of the delivery form (spec §5): only Latin and Cyrillic letters, digits, hyphen,
// slash, period, comma and space can be typed; suggestions from 2 characters, up to 7, as an ARIA
// combobox (arrows move, Enter picks, Escape closes the list).

// The strings this module shows, registered before it renders (not in the start-up script).
import '../../i18n/location';
import type { SuggestedAddress } from '@storefront/shared/contract';
import { canSuggestAddress } from '@storefront/shared/domain';
import { testIds } from '@storefront/shared/qa';
import { useAddressSuggestions } from '@storefront/shared/query';
import { FieldError } from '@storefront/shared/ui';
import { MapPin } from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAddressInput } from '../../domain/address-input';
import styles from './address-field.module.css';

interface AddressFieldProps {
  cityId: number;
  value: string;
  error: string | null;
  onChange(text: string): void;
  onPick(suggestion: SuggestedAddress): void;
  onSubmit(): void;
  /**
   * The form's submit ("deliver here"), laid beside the field (under it when the row is narrow),
   * above the list: the list never covers it and, closing as the field loses focus at a press on it,
   * never moves it from under the pointer.
   */
  action?: ReactNode;
}

export function AddressField({
  cityId,
  value,
  error,
  onChange,
  onPick,
  onSubmit,
  action,
}: AddressFieldProps) {
  const { t } = useTranslation('shell-location');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDeferredValue(value);
  const { data: suggestions = [] } = useAddressSuggestions(query, cityId);
  // Nothing left to suggest once the text is exactly the one suggestion (a typed full address). A
  // typed house that also starts others ("…, 7" and "…, 7А") keeps the list: the customer picks the
  // one meant, and the pick is what pins it on the map.
  const settled = suggestions.length === 1 && suggestions[0]?.address === value.trim();
  const shown = open && canSuggestAddress(value) && suggestions.length > 0 && !settled;
  const listId = `${id}-list`;
  // The field sits under the map: an opened list is brought into the modal's view (the body scrolls),
  // so every suggestion can be seen and picked (2 of 7 showed at 1440×900).
  const listRef = useRef<HTMLDivElement>(null);
  const count = shown ? suggestions.length : 0;
  useEffect(() => {
    if (count > 0) listRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  const errorId = `${id}-error`;

  const pick = (suggestion: SuggestedAddress) => {
    onPick(suggestion);
    setOpen(suggestion.type === 'street');
    setActive(-1);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('orderTypes.addressLabel')}
      </label>
      <div className={styles.row}>
        <div className={styles.control}>
          <MapPin aria-hidden="true" size={18} className={styles.icon} />
          <input
            id={id}
            className={styles.input}
            role="combobox"
            aria-expanded={shown}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            placeholder={t('orderTypes.addressPlaceholder')}
            value={value}
            data-testid={testIds.orderTypes.addressInput}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onChange={(event) => {
              onChange(sanitizeAddressInput(event.target.value));
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && shown) {
                event.preventDefault();
                setActive((index) => Math.min(index + 1, suggestions.length - 1));
              } else if (event.key === 'ArrowUp' && shown) {
                event.preventDefault();
                setActive((index) => Math.max(index - 1, 0));
              } else if (event.key === 'Enter') {
                event.preventDefault();
                const chosen = shown && active >= 0 ? suggestions[active] : undefined;
                if (chosen) pick(chosen);
                else {
                  setOpen(false);
                  onSubmit();
                }
              } else if (event.key === 'Escape' && shown) {
                event.preventDefault();
                event.stopPropagation();
                setOpen(false);
              }
            }}
          />
        </div>
        {action}
      </div>
      {shown && (
        <div
          id={listId}
          ref={listRef}
          role="listbox"
          className={styles.list}
          aria-label={t('orderTypes.addressLabel')}
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input (aria-activedescendant)
            <div
              key={suggestion.place_id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={styles.option}
              data-testid={testIds.orderTypes.addressSuggestion}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              <span className={styles.title}>{suggestion.title}</span>
              {suggestion.subtitle && <span className={styles.subtitle}>{suggestion.subtitle}</span>}
            </div>
          ))}
        </div>
      )}
      <FieldError id={errorId} data-testid={testIds.orderTypes.addressError}>
        {error}
      </FieldError>
    </div>
  );
}
