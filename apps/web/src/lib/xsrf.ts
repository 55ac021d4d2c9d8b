import { XSRF_COOKIE, XSRF_HEADER } from '@skins/shared';
import { readCookie } from './cookies.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Writes change state; the api refuses a cookie-authenticated write without the XSRF token. */
export function isWriteMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * The header a write echoes the XSRF-TOKEN cookie in (double submit). The token is re-issued at sign-in,
 * sign-out and password change, so it is read from the cookie for every request, never kept.
 */
export function xsrfHeaders(method: string, cookies?: string): Record<string, string> {
  if (!isWriteMethod(method)) return {};
  const token = readCookie(XSRF_COOKIE, cookies);
  return token ? { [XSRF_HEADER]: token } : {};
}

export function hasXsrfCookie(cookies?: string): boolean {
  return readCookie(XSRF_COOKIE, cookies) !== null;
}
