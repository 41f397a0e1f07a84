import type { City, Settings } from '@storefront/shared/contract';

export interface LegalLine {
  company: string;
  inn?: string;
  ogrn?: string;
}

interface LegalSource {
  company_name?: string | null;
  inn?: string | null;
  ogrn?: string | null;
}

/**
 * Spec §2 footer: the company legal text with registration numbers comes from the chosen shop or
 * delivery address when it carries them, otherwise from the settings' company name for the city.
 */
export function legalLine(
  settings: Settings | undefined,
  city: City | null,
  source: unknown,
): LegalLine | null {
  const chosen = (source ?? {}) as LegalSource;
  if (chosen.company_name && chosen.inn && chosen.ogrn) {
    return { company: chosen.company_name, inn: chosen.inn, ogrn: chosen.ogrn };
  }
  if (!settings) return null;
  const company = (city && settings.company_names[String(city.id)]) || settings.company_names.default;
  return company ? { company } : null;
}
