// Assembles the Settings entity of spec §3 from the brand row and its cities' legal names.
import type { Settings } from '@storefront/shared/contract';
import type { Db } from '../../db/client';
import type { BrandRow } from '../brands/repo';
import { listCityCompanyNames } from './repo';

/**
 * Legal names (the brand's and franchisees') are written as registered, the same in every language:
 * translations of them in the data are not read.
 */
export async function getSettings(db: Db, brand: BrandRow): Promise<Settings> {
  const { company_name: ownCompany, company_name_translations: _ignored, ...settings } = brand.settings;
  const cityNames = await listCityCompanyNames(db, brand.id);
  const company_names: Record<string, string> = { default: ownCompany };
  for (const { cityId, companyName } of cityNames)
    if (companyName) company_names[String(cityId)] = companyName;
  return {
    ...settings,
    company_names,
    brand: { alias: brand.alias, name: brand.name, has_bonus_program: brand.hasBonusProgram },
    bonus_program: brand.hasBonusProgram
      ? { spend_deadline: brand.bonusSpendDeadline, accrual_paused: brand.bonusAccrualPaused }
      : undefined,
  };
}
