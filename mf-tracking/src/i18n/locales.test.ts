import { describeLocales } from '@storefront/shared/test-utils';
import { tracking as de } from './locales/de';
import { tracking as en } from './locales/en';
import { tracking as ru } from './locales/ru';
import { tracking as tr } from './locales/tr';
import { tracking as uk } from './locales/uk';
import { tracking as uz } from './locales/uz';

describeLocales('mf-tracking', { ru, en, tr, uz, de, uk });
