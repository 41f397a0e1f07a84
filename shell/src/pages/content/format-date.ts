/** A calendar date (`YYYY-MM-DD`) in words for the language: `2025-05-21`, ru → «21 мая 2025 г.». */
export function formatLongDate(isoDate: string, lng: string): string {
  // Noon UTC keeps the day the same whatever the formatter's time zone.
  const date = new Date(`${isoDate}T12:00:00Z`);
  return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Today's calendar date (`YYYY-MM-DD`) in a time zone, e.g. the city's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** When each legal document's current wording took effect. */
export const LEGAL_EFFECTIVE_DATES = {
  legalInfo: '2025-03-01',
  privacyPolicy: '2025-03-01',
  userAgreement: '2025-03-01',
} as const;
