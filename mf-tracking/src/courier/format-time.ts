/** A clock time (14:35) in the order's city, in the interface language; the browser's zone without one. */
export function formatClockTime(iso: string, language: string, timeZone?: string | null): string {
  const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12: false };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: timeZone ?? undefined }).format(
      new Date(iso),
    );
  } catch {
    // An unknown zone name: the visitor's own clock is still better than nothing.
    return new Intl.DateTimeFormat(language, options).format(new Date(iso));
  }
}
