/**
 * Spec §9: dates as DD.MM.YYYY. The price history's days are calendar days (UTC), named 'YYYY-MM-DD' by the
 * api and placed at noon UTC on the chart's time axis, so no time zone moves them to another day.
 */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDay;
}

/** A point of the chart's time axis (seconds since the epoch) as its UTC day, DD.MM.YYYY. */
export function formatAxisDay(seconds: number): string {
  return formatDay(new Date(seconds * 1000).toISOString().slice(0, 10));
}
