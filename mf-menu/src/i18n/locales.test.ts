import { describeLocales } from '@storefront/shared/test-utils';
import { menu as de } from './locales/de';
import { menu as en } from './locales/en';
import { menu as ru } from './locales/ru';
import { menu as tr } from './locales/tr';
import { menu as uk } from './locales/uk';
import { menu as uz } from './locales/uz';

describeLocales('mf-menu', { ru, en, tr, uz, de, uk });
