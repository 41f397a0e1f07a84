// Assembles the Settings entity of spec §3 from the brand row and its cities' legal names.
import type { Settings } from '@storefront/shared/contract';
import type { Db } from '../../db/client';
import type { ContentLang } from '../../db/schema/json-types';
import type { BrandRow } from '../brands/repo';
import { localizedField } from '../catalog/localize';
import { listCityCompanyNames } from './repo';

/** Legal names (the brand's and franchisees') in the language, with the content fallbacks. */
export async function getSettings(db: Db, brand: BrandRow, lang: ContentLang = 'ru'): Promise<Settings> {
  const {
    company_name: ownCompany,
    company_name_translations: companyTranslations,
    ...settings
  } = brand.settings;
  const defaultCompany = localizedField(
    ownCompany,
    Object.fromEntries(Object.entries(companyTranslations ?? {}).map(([key, name]) => [key, { name }])),
    'name',
    lang,
  );
  const cityNames = await listCityCompanyNames(db, brand.id);
  const company_names: Record<string, string> = { default: defaultCompany };
  for (const { cityId, companyName, translations } of cityNames)
    if (companyName)
      company_names[String(cityId)] = localizedField(companyName, translations, 'companyName', lang);
  return {
    ...settings,
    company_names,
    brand: { alias: brand.alias, name: brand.name, has_bonus_program: brand.hasBonusProgram },
    bonus_program: brand.hasBonusProgram
      ? { spend_deadline: brand.bonusSpendDeadline, accrual_paused: brand.bonusAccrualPaused }
      : undefined,
  };
}
