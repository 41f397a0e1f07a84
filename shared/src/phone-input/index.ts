// The phone field (spec §5) on the imask masking engine. A subpath of its own that the shell provides
// lazily (shared/federation.ts, LAZY_SUBPATHS): imask loads with the first form that shows a phone, never
// with a first screen. Import it only from code that is itself loaded on demand (a modal, a page).
export { PhoneCountrySelect, type PhoneCountrySelectProps } from './phone-country-select';
export { PHONE_COUNTRY_STORAGE_KEY, PhoneInput, type PhoneInputProps, type PhoneValue } from './phone-input';
