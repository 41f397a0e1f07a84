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

function countryName(code: string, fallback: string | undefined, language: string): string {
  try {
    // A browser without the language's data (Chromium builds without Uzbek) would answer in its own
    // default language, Russian on a Russian system: the API's name, given in the page's language, then.
    if (Intl.DisplayNames.supportedLocalesOf([language]).length === 0) return fallback ?? code;
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
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
