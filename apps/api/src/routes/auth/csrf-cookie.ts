/** GET /sanctum/csrf-cookie (spec §7): 204 and a fresh XSRF-TOKEN cookie for this browser's session. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookieSettings, sessionTokenOf } from '../../lib/session-cookie.ts';
import { createXsrfToken, setXsrfCookie } from '../../lib/xsrf.ts';

const csrfCookieRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sanctum/csrf-cookie', { schema: { tags: ['auth'], summary: 'Sets the XSRF-TOKEN cookie (call before sign-in and sign-up)' } }, async (request, reply) => {
    const settings = cookieSettings(app.env);
    setXsrfCookie(reply, createXsrfToken(app.env.SESSION_SECRET, sessionTokenOf(request, settings)), settings.secure);
    return reply.code(204).send();
  });
};

export default csrfCookieRoutes;
