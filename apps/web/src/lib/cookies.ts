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
