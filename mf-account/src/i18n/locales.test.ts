import { describeLocales } from '@storefront/shared/test-utils';
import { account as de } from './locales/de';
import { account as en } from './locales/en';
import { account as ru } from './locales/ru';
import { account as tr } from './locales/tr';
import { account as uk } from './locales/uk';
import { account as uz } from './locales/uz';

describeLocales('mf-account', { ru, en, tr, uz, de, uk });
