const pad = (value: number) => String(value).padStart(2, '0');

/** Spec §9: sell-order dates as DD.MM.YYYY HH:mm, in the visitor's time zone; an unreadable date as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
