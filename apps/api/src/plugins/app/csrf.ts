/**
 * CSRF protection for cookie-authenticated writes (spec §7, Sanctum's flow): every POST/PUT/PATCH/DELETE, whatever
 * its path, must carry X-XSRF-TOKEN equal to the XSRF-TOKEN cookie and valid for the request's session;
 * a foreign Origin and a text/plain body (what a cross-site form can send without a preflight) are refused.
 * A request with `Authorization: Bearer` is exempt: browsers never add that header cross-site, and such a
 * request is never authenticated by its cookie. A route opts out with `config: { csrf: false }` on the matched
 * route (the provider's notification, which carries its own signature; the bearer-only staff router). The
 * decision never looks at the raw URL: the router decodes `/%61pi/...` to `/api/...`, a prefix test did not.
 */
import cookie from '@fastify/cookie';
import { AUTH_MESSAGES, XSRF_COOKIE, XSRF_HEADER } from '@skins/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/secrets.ts';
import { cookieSettings, sessionTokenOf } from '../../lib/session-cookie.ts';
import { isValidXsrfToken } from '../../lib/xsrf.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this write is not checked for an XSRF token (only for requests authenticated another way). */
    csrf?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function hasBearerToken(request: FastifyRequest): boolean {
  return /^Bearer\s+\S/i.test(request.headers.authorization ?? '');
}

const forbidden = (message: string) => new AppError('FORBIDDEN', message);

export default fp(
  async (app) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    const settings = cookieSettings(app.env);
    const trustedOrigins = new Set([...app.env.CORS_ORIGINS, new URL(app.env.PUBLIC_WEB_URL).origin, new URL(app.env.PUBLIC_API_URL).origin]);
    const headerName = XSRF_HEADER.toLowerCase();

    /** The refusal for a write that fails the check, or null. Synchronous, so reads pay no promise for it. */
    const refusal = (request: FastifyRequest): AppError | null => {
      if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return null;
      if (hasBearerToken(request)) return null;

      const origin = request.headers.origin;
      if (origin !== undefined && !trustedOrigins.has(origin)) return forbidden('Cross-site request refused.');
      if (/^text\/plain\b/i.test(request.headers['content-type'] ?? '')) return forbidden('Unsupported content type.');

      const header = request.headers[headerName];
      const token = typeof header === 'string' ? header : undefined;
      const cookieToken = request.cookies[XSRF_COOKIE];
      const valid =
        token !== undefined &&
        cookieToken !== undefined &&
        safeEqual(token, cookieToken) &&
        isValidXsrfToken(app.env.SESSION_SECRET, token, sessionTokenOf(request, settings));
      return valid ? null : new AppError('CSRF_MISMATCH', AUTH_MESSAGES.csrfMismatch);
    };

    app.addHook('onRequest', (request, _reply, done) => {
      const error = refusal(request);
      if (error) done(error);
      else done();
    });
  },
  { name: 'csrf', dependencies: ['datastores'] },
);
