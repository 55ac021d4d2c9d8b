/** The value of a readable cookie, URL-decoded; null when it is not set. */
export function readCookie(name: string, cookies: string = globalThis.document?.cookie ?? ''): string | null {
  for (const pair of cookies.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0 || pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Sets a readable cookie for the whole site, kept a year (only when `document` exists). */
export function writeCookie(name: string, value: string): void {
  if (globalThis.document) document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

export function removeCookie(name: string): void {
  if (globalThis.document) document.cookie = `${name}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax`;
}
