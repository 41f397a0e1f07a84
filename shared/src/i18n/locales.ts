// The six interface languages of spec §1/§9 and shared's strings in all of them at once, for tests and
// tools (`@storefront/shared/i18n/locales`). The page loads only what it shows: see init-i18n.ts. Each
// deployable's own strings are in its `src/i18n/locales/`.

import type { SupportedLocale } from './languages';
import { de } from './locales/de';
import { en } from './locales/en';
import { ru, type SharedStrings } from './locales/ru';
import { tr } from './locales/tr';
import { uk } from './locales/uk';
import { uz } from './locales/uz';

export { SUPPORTED_LOCALES, type SupportedLocale } from './languages';

export const resources: Record<SupportedLocale, SharedStrings> = { ru, en, tr, uz, de, uk };

export type { SharedStrings };
