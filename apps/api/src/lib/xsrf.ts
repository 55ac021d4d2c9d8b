/**
 * The XSRF token (Sanctum's double-submit cookie, signed and bound to the session): `<nonce>.<mac>` where
 * mac = HMAC(SESSION_SECRET, session id + nonce). The browser keeps it in the readable XSRF-TOKEN cookie and
 * echoes it in X-XSRF-TOKEN. A cross-site page can make the browser send the cookie but cannot read it, so it
 * cannot write the header; and because the mac names the session, a token planted from a sibling subdomain
 * (cookie tossing) is worthless for anyone else's session. No database access is needed to check it.
 */
import { XSRF_COOKIE } from '@skins/shared';
import type { FastifyReply } from 'fastify';
import { hmacBase64Url, randomToken, safeEqual, sha256Hex } from './secrets.ts';

/** The session a token is bound to: the session id (SHA-256 of the cookie), or none before sign-in. */
function binding(sessionToken: string | undefined | null): string {
  return sessionToken ? sha256Hex(sessionToken) : 'anonymous';
}

export function createXsrfToken(secret: string, sessionToken: string | null | undefined): string {
  const nonce = randomToken(18);
  return `${nonce}.${hmacBase64Url(secret, `xsrf|${binding(sessionToken)}|${nonce}`)}`;
}

export function isValidXsrfToken(secret: string, token: string, sessionToken: string | null | undefined): boolean {
  const [nonce, mac, ...rest] = token.split('.');
  if (!nonce || !mac || rest.length > 0) return false;
  return safeEqual(mac, hmacBase64Url(secret, `xsrf|${binding(sessionToken)}|${nonce}`));
}

/** Readable by the page's script (not HttpOnly) on purpose: the script copies it into the header. */
export function setXsrfCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}
