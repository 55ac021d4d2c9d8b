/**
 * Spec §5 Card form: the expiry is typed as MM/YY. The slash is added by itself after the month, a first
 * digit above 1 can only be a month 02-09 (so it is prefixed with 0), a month above 12 becomes 12, and at
 * most four digits are kept (five characters). `previous` tells deleting from typing: while deleting, the
 * slash is not put back, so Backspace can go past it.
 */
export function formatExpiryInput(raw: string, previous = ''): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  const deleting = raw.length < previous.length;
  if (digits.length === 0) return '';

  const first = digits[0] ?? '';
  if (digits.length === 1) {
    if (Number(first) > 1) return deleting ? `0${first}` : `0${first}/`;
    return first;
  }

  const month = Number(digits.slice(0, 2)) > 12 ? '12' : digits.slice(0, 2);
  const year = digits.slice(2);
  if (year) return `${month}/${year}`;
  return deleting ? month : `${month}/`;
}
