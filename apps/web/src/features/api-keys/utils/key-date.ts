const two = (value: number) => String(value).padStart(2, '0');

/** Spec §9: dates as DD.MM.YYYY, in the visitor's time zone; a key's use also shows the time. */
export function formatKeyDate(iso: string, { withTime = false } = {}): string {
  const date = new Date(iso);
  const day = `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()}`;
  return withTime ? `${day} ${two(date.getHours())}:${two(date.getMinutes())}` : day;
}
