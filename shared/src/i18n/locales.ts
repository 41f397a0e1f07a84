// The six interface languages of spec §1/§9 and all their resources at once, for tests and tools
// (`@storefront/shared/i18n/locales`). The page loads only what it shows: see init-i18n.ts.

import type { SupportedLocale } from './languages';
import { de } from './locales/de';
import { en } from './locales/en';
import { type LocaleResources, ru } from './locales/ru';
import { tr } from './locales/tr';
import { uk } from './locales/uk';
import { uz } from './locales/uz';

export {
  DEFAULT_LOCALE,
  DEFAULT_NAMESPACE,
  FALLBACK_LOCALE,
  isSupportedLocale,
  NAMESPACES,
  type Namespace,
  SUPPORTED_LOCALES,
  type SupportedLocale,
} from './languages';

export const resources: Record<SupportedLocale, LocaleResources> = { ru, en, tr, uz, de, uk };

export type { LocaleResources };
