import { CONFIRM_MODALS, DEFAULT_MODALS } from '@storefront/shared/domain';
import { describeLocales } from '@storefront/shared/test-utils';
import { expect, it } from 'vitest';
import { shell as de } from './locales/de';
import { shell as en } from './locales/en';
import { shell as ru } from './locales/ru';
import { shell as tr } from './locales/tr';
import { shell as uk } from './locales/uk';
import { shell as uz } from './locales/uz';

describeLocales(
  'shell',
  { ru, en, tr, uz, de, uk },
  // Language endonyms are the same everywhere.
  { sameEverywhere: (key) => key.startsWith('languages.') },
);

it('titles every modal of spec §2', () => {
  for (const name of [...DEFAULT_MODALS, ...CONFIRM_MODALS]) expect(ru.modals[name]).toBeTruthy();
});
