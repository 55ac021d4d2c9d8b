/**
 * The day a copy becomes tradable, in the interface language ('Dec 13, 2026', '13 дек. 2026 г.', '13. Dez.
 * 2026'), in the visitor's own time zone: the date Steam lifts the cooldown where they are.
 */
export function tradableDate(tradableAfter: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(tradableAfter));
}

/** Still in a cooldown: a date ahead (the answer may be a few seconds old). */
export const isLocked = (tradableAfter: string | null, now = Date.now()): tradableAfter is string => tradableAfter !== null && new Date(tradableAfter).getTime() > now;
