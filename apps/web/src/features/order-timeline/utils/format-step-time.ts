const pad = (value: number) => String(value).padStart(2, '0');

/** Spec §9: order dates as DD.MM.YYYY HH:mm in the visitor's time zone. */
export function formatStepTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
