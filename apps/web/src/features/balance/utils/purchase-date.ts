const two = (value: number) => String(value).padStart(2, '0');

/** Spec §9: dates as DD.MM.YYYY, in the visitor's time zone. */
export function formatPurchaseDate(milliseconds: number): string {
  const date = new Date(milliseconds);
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
}
