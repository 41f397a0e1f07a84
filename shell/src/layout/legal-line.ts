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
 * delivery address when it carries them; with neither chosen, from the city's shop of the city's
 * company (settings), else its first shop that has them; without shops, the settings' company name.
 */
export function legalLine(
  settings: Settings | undefined,
  city: City | null,
  source: unknown,
  cityShops: readonly LegalSource[] = [],
): LegalLine | null {
  const full = (item: unknown): item is Required<{ [K in keyof LegalSource]: string }> => {
    const data = (item ?? {}) as LegalSource;
    return Boolean(data.company_name && data.inn && data.ogrn);
  };
  const line = (data: Required<{ [K in keyof LegalSource]: string }>) => ({
    company: data.company_name,
    inn: data.inn,
    ogrn: data.ogrn,
  });
  if (full(source)) return line(source);
  const company = settings
    ? (city && settings.company_names[String(city.id)]) || settings.company_names.default
    : undefined;
  const shop = cityShops.find((item) => full(item) && item.company_name === company) ?? cityShops.find(full);
  if (full(shop)) return line(shop);
  return company ? { company } : null;
}
