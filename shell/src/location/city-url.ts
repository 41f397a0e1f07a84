/**
 * Spec §2, city modal: choosing a city goes to that city's url "keeping the same last path segment and
 * query". A city home stays a city home; shell-wide pages (legal texts, the root) lead to the city home.
 */
export function cityUrl(alias: string, pathname: string, search: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.length > 1 ? segments[segments.length - 1] : undefined;
  return `/${alias}${last ? `/${last}` : ''}${search}`;
}

/** Cities grouped under their first letter, letters in the locale's order (the modal's columns). */
export function groupByFirstLetter<T extends { name: string }>(cities: T[], locale = 'ru'): [string, T[]][] {
  const groups = new Map<string, T[]>();
  const sorted = [...cities].sort((a, b) => a.name.localeCompare(b.name, locale));
  for (const city of sorted) {
    const letter = city.name.charAt(0).toLocaleUpperCase(locale);
    groups.set(letter, [...(groups.get(letter) ?? []), city]);
  }
  return [...groups.entries()];
}

export function matchesSearch(name: string, query: string): boolean {
  return name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}
