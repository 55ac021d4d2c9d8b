/**
 * Steam sign-in and the shell's sign-out, at the backend base (spec §2): full-page navigations, so every
 * outcome is a redirect to the web app; a failure lands on `${web}/?auth_error=<code>` (STEAM_AUTH_ERRORS).
 */
import { userTypeSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { cookieSettings, endSession, startSession } from '../../lib/session-cookie.ts';
import { completeSteamLogin } from '../../services/auth/complete-steam-login.ts';
import { STEAM_STATE_TTL_MS, startSteamLogin, type SteamLink } from '../../services/auth/steam-login.ts';
import { releaseProvenDeliveries } from '../../trading/index.ts';
import { steamRedirectUrl } from '../../services/auth/steam-openid.ts';
import { authLimits } from './limits.ts';

/** Binds the sign-in to the browser that started it, so nobody can finish their own sign-in in yours. */
const STATE_COOKIE = 'skins_steam_state';
const STATE_COOKIE_PATH = '/auth/steam';

/** A path of the web app to return to after a link, never another site (`//host`, a scheme, a backslash). */
function webPath(then: unknown): string | null {
  if (typeof then !== 'string' || then.length > 300 || !then.startsWith('/') || then.startsWith('//') || then.includes('\\')) return null;
  if ([...then].some((char) => char < ' ')) return null;
  return then;
}

const steamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app;
  const webUrl = env.PUBLIC_WEB_URL.replace(/\/+$/, '');
  const apiUrl = env.PUBLIC_API_URL.replace(/\/+$/, '');
  const { secure } = cookieSettings(env);
  const tags = ['auth'];
  const limits = authLimits(app);
  const steam = { openIdEndpoint: env.STEAM_OPENID_ENDPOINT, webApiUrl: env.STEAM_API_URL, webApiKey: env.STEAM_API_KEY };

  app.get(
    '/auth/steam/redirect',
    {
      preHandler: [limits.steamStartPerIp.hook],
      schema: { tags, summary: 'Starts a Steam sign-in (optional query user_type=buyer|seller, then=<path of the web app to return to>); link=1&then=<path>: a signed-in user proves a Steam account theirs' },
    },
    async (request, reply) => {
      // A bad user_type is ignored rather than answered with JSON: this is a page navigation.
      const query = request.query as { user_type?: unknown; link?: unknown; then?: unknown };
      const userType = userTypeSchema.safeParse(query.user_type).data ?? null;
      let link: SteamLink | null = null;
      if (query.link === '1') {
        // Linking needs the account it links to; a visitor whose session ended signs in first.
        if (!request.user) return reply.redirect(`${webUrl}/?auth_error=expired`, 302);
        link = { userId: request.user.id, thenPath: webPath(query.then) };
      }
      const { state, returnTo } = await startSteamLogin(app.db, `${apiUrl}/auth/steam/callback`, userType, link, webPath(query.then));
      reply.setCookie(STATE_COOKIE, state, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure, maxAge: STEAM_STATE_TTL_MS / 1000 });
      return reply.redirect(steamRedirectUrl(env.STEAM_OPENID_ENDPOINT, returnTo, new URL(apiUrl).origin), 302);
    },
  );

  app.get('/auth/steam/callback', { schema: { tags, summary: 'Where Steam returns; verifies the assertion and signs in' } }, async (request, reply) => {
    reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure });
    const outcome = await completeSteamLogin(app.db, request.raw.url ?? '', request.cookies[STATE_COOKIE] ?? '', steam);
    if (!outcome.ok) {
      request.log.warn({ reason: outcome.reason, err: outcome.cause }, 'steam sign-in refused');
      return reply.redirect(`${webUrl}/?auth_error=${outcome.error}`, 302);
    }
    if ('linked' in outcome) {
      // Deliveries that waited for this proof go out now.
      await releaseProvenDeliveries(app.db, outcome.linked.userId, outcome.linked.steamId);
      return reply.redirect(`${webUrl}${outcome.linked.thenPath ?? '/account'}`, 302);
    }
    await startSession(app, request, reply, outcome.user.id);
    return reply.redirect(`${webUrl}${outcome.thenPath ?? '/'}`, 302);
  });

  app.get('/auth/logout', { schema: { tags, summary: 'Signs out and returns to the web app (refused from another site)' } }, async (request, reply) => {
    // A GET that changes state (the spec's shell navigates here), so another site's link or image must not
    // reach it. Browsers send Sec-Fetch-Site on every navigation; a client without it is not a browser.
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new AppError('FORBIDDEN', 'Cross-site sign-out refused.');
    await endSession(app, request, reply);
    return reply.redirect(`${webUrl}/`, 302);
  });
};

export default steamRoutes;
