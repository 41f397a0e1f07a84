import { describeLocales } from '@storefront/shared/test-utils';
import { checkout as de } from './locales/de';
import { checkout as en } from './locales/en';
import { checkout as ru } from './locales/ru';
import { checkout as tr } from './locales/tr';
import { checkout as uk } from './locales/uk';
import { checkout as uz } from './locales/uz';

describeLocales('mf-checkout', { ru, en, tr, uz, de, uk });
