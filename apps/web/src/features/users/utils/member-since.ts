/**
 * Spec §3: the profile's `created_at` shown as 'MMM D, YYYY' (e.g. 'Nov 4, 2026'): that is the English form;
 * other languages get their own order and month names from `Intl` ('4 нояб. 2026 г.', '4. Nov. 2026'). The
 * day is the UTC one, whatever the browser's time zone.
 */
export function memberSinceDate(createdAt: string, language = 'en'): string | null {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}
