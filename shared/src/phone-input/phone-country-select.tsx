import type { PhoneMaskRule } from '@storefront/shared/domain';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './phone-input.module.css';

export interface PhoneCountrySelectProps {
  masks: readonly PhoneMaskRule[];
  value: PhoneMaskRule;
  onChange(countryCode: string): void;
  disabled?: boolean;
  /** The phone input it belongs to, so the pair reads as one field. */
  controls?: string;
}

function countryName(code: string, name: string | undefined, language: string): string {
  // The API names the country in the page's language. The browser's own names are only a fallback:
  // Chromium claims Uzbek yet, without its data, answers in its default language (Russian on a Russian
  // system, English here).
  if (name) return name;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The country-mask dropdown of a phone field (spec §5, Turkey): shows the code, lists the countries. */
export function PhoneCountrySelect({ masks, value, onChange, disabled, controls }: PhoneCountrySelectProps) {
  const { t, i18n } = useTranslation('common');
  return (
    <span className={styles.country}>
      <span aria-hidden="true">{value.code}</span>
      <span className={styles.countryCode} aria-hidden="true">
        {value.country_code}
      </span>
      <ChevronDown className={styles.chevron} size={16} aria-hidden="true" focusable="false" />
      <select
        className={styles.countrySelect}
        aria-label={t('ui.phone.country')}
        aria-controls={controls}
        value={value.country_code}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {masks.map((mask) => (
          <option key={mask.country_code} value={mask.country_code}>
            {`${countryName(mask.country_code, (mask as { name?: string }).name, i18n.language)} ${mask.code}`}
          </option>
        ))}
      </select>
    </span>
  );
}
