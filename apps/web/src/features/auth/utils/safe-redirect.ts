/**
 * A `redirect` query value the app may follow: a path of this site ('/account?tab=orders'), never another
 * origin ('//evil.example', 'https://...', '/\\evil.example') and never the backend's /auth paths (sign-out).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  if (/^\/auth(\/|$|\?)/.test(value)) return null;
  return value;
}

/** The path (with its query) to come back to after signing in or verifying. */
export function currentPath(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}
