import { CONFIRM_MODALS, DEFAULT_MODALS } from '@storefront/shared/domain';
import { describeLocales, flattenStrings } from '@storefront/shared/test-utils';
import { expect, it } from 'vitest';
import { shellCities as citiesDe } from './cities/de';
import { shellCities as citiesEn } from './cities/en';
import { shellCities as citiesRu } from './cities/ru';
import { shellCities as citiesTr } from './cities/tr';
import { shellCities as citiesUk } from './cities/uk';
import { shellCities as citiesUz } from './cities/uz';
import { shellConfirm as confirmDe } from './confirm/de';
import { shellConfirm as confirmEn } from './confirm/en';
import { shellConfirm as confirmRu } from './confirm/ru';
import { shellConfirm as confirmTr } from './confirm/tr';
import { shellConfirm as confirmUk } from './confirm/uk';
import { shellConfirm as confirmUz } from './confirm/uz';
import { shellForms as formsDe } from './forms/de';
import { shellForms as formsEn } from './forms/en';
import { shellForms as formsRu } from './forms/ru';
import { shellForms as formsTr } from './forms/tr';
import { shellForms as formsUk } from './forms/uk';
import { shellForms as formsUz } from './forms/uz';
import { shell as de } from './locales/de';
import { shell as en } from './locales/en';
import { shell as ru } from './locales/ru';
import { shell as tr } from './locales/tr';
import { shell as uk } from './locales/uk';
import { shell as uz } from './locales/uz';
import { shellLocation as locationDe } from './location/de';
import { shellLocation as locationEn } from './location/en';
import { shellLocation as locationRu } from './location/ru';
import { shellLocation as locationTr } from './location/tr';
import { shellLocation as locationUk } from './location/uk';
import { shellLocation as locationUz } from './location/uz';
import { shellPages as pagesDe } from './pages/de';
import { shellPages as pagesEn } from './pages/en';
import { shellPages as pagesRu } from './pages/ru';
import { shellPages as pagesTr } from './pages/tr';
import { shellPages as pagesUk } from './pages/uk';
import { shellPages as pagesUz } from './pages/uz';

describeLocales(
  'shell',
  { ru, en, tr, uz, de, uk },
  // Language endonyms are the same everywhere.
  { sameEverywhere: (key) => key.startsWith('languages.') },
);
// The strings only lazily loaded code shows, in namespaces of their own.
describeLocales('shell-pages', {
  ru: pagesRu,
  en: pagesEn,
  tr: pagesTr,
  uz: pagesUz,
  de: pagesDe,
  uk: pagesUk,
});
describeLocales('shell-location', {
  ru: locationRu,
  en: locationEn,
  tr: locationTr,
  uz: locationUz,
  de: locationDe,
  uk: locationUk,
});
describeLocales('shell-cities', {
  ru: citiesRu,
  en: citiesEn,
  tr: citiesTr,
  uz: citiesUz,
  de: citiesDe,
  uk: citiesUk,
});
describeLocales('shell-confirm', {
  ru: confirmRu,
  en: confirmEn,
  tr: confirmTr,
  uz: confirmUz,
  de: confirmDe,
  uk: confirmUk,
});
describeLocales('shell-forms', {
  ru: formsRu,
  en: formsEn,
  tr: formsTr,
  uz: formsUz,
  de: formsDe,
  uk: formsUk,
});

it('names each string in one namespace only', () => {
  const namespaces = [ru, pagesRu, locationRu, citiesRu, confirmRu, formsRu].map((strings) => [
    ...flattenStrings(strings).keys(),
  ]);
  const all = namespaces.flat();
  expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
});

it('gives every page the server-rendered head names a title and a lead', () => {
  // The legal documents' titles are in `shell`: the footer links to them on every page.
  const inShell = ru.pages as Record<string, { title?: string }>;
  for (const [page, strings] of Object.entries(
    pagesRu.pages as Record<string, { title?: string; lead: string }>,
  )) {
    expect(strings.title ?? inShell[page]?.title, page).toBeTruthy();
    expect(strings.lead, page).toBeTruthy();
  }
});

it('titles every modal of spec §2', () => {
  for (const name of [...DEFAULT_MODALS, ...CONFIRM_MODALS]) expect(ru.modals[name]).toBeTruthy();
});
