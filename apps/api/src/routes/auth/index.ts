/** Sign-up, sign-in, sign-out and the auth check (spec §7), under /api. */
import {
  AUTH_MESSAGES,
  authResultResponseSchema,
  isAuthResponseSchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  XSRF_COOKIE,
} from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../lib/errors.ts';
import { cookieSettings, endSession, sessionTokenOf, startSession } from '../../lib/session-cookie.ts';
import { createXsrfToken, isValidXsrfToken, setXsrfCookie } from '../../lib/xsrf.ts';
import { hasBearerToken } from '../../plugins/app/csrf.ts';
import { isEmailVerified } from '../../services/auth/email-verification.ts';
import { checkCredentials } from '../../services/auth/login.ts';
import { registerUser } from '../../services/auth/registration.ts';
import { authLimits, countedSignIn } from './limits.ts';
import { enqueueQuietly } from './safe-enqueue.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = authLimits(app);
  const tags = ['auth'];

  app.post(
    '/register',
    {
      preHandler: [limits.registerPerIp.hook, limits.registerPerEmail.hook],
      schema: { tags, summary: 'Sign up with e-mail and password; answers VERIFY (a verification link is e-mailed)', body: registerBodySchema, response: { 200: authResultResponseSchema } },
    },
    async (request) => {
      await registerUser(app.db, request.body, enqueueQuietly(app, request));
      return { status: 'VERIFY' as const, message: AUTH_MESSAGES.registered };
    },
  );

  app.post(
    '/login',
    {
      schema: { tags, summary: 'Sign in with e-mail (as username) and password', body: loginBodySchema, response: { 200: authResultResponseSchema } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const outcome = await countedSignIn(limits, request, reply, username, () => checkCredentials(app.db, username, password), (result) => result.result === 'invalid');
      if (outcome.result === 'invalid') throw validationError({ username: [AUTH_MESSAGES.badCredentials] }, AUTH_MESSAGES.badCredentials);
      if (outcome.result === 'verify') return { status: 'VERIFY' as const, message: AUTH_MESSAGES.verifyEmail };
      await startSession(app, request, reply, outcome.user.id);
      return { status: 'OK' as const, message: AUTH_MESSAGES.loggedIn };
    },
  );

  app.post('/logout', { schema: { tags, summary: 'Sign out of this browser', response: { 200: messageResponseSchema } } }, async (request, reply) => {
    await endSession(app, request, reply);
    return { status: 'OK' as const, message: AUTH_MESSAGES.loggedOut };
  });

  app.get('/is-auth', { schema: { tags, summary: 'Whether this browser is signed in', response: { 200: isAuthResponseSchema } } }, async (request, reply) => {
    const settings = cookieSettings(app.env);
    const sessionToken = sessionTokenOf(request, settings);
    if (sessionToken && !request.user && !hasBearerToken(request)) {
      // A dead session cookie (expired, revoked) is dropped, so the browser starts over cleanly.
      await endSession(app, request, reply);
    } else {
      // The web app calls this at startup: make sure it holds an XSRF token valid for its session.
      const current = request.cookies[XSRF_COOKIE];
      if (!current || !isValidXsrfToken(app.env.SESSION_SECRET, current, sessionToken)) {
        setXsrfCookie(reply, createXsrfToken(app.env.SESSION_SECRET, sessionToken), settings.secure);
      }
    }
    const user = request.user;
    return { status: 'OK' as const, authenticated: user !== null, emailVerified: user ? isEmailVerified(user) : false };
  });
};

export default authRoutes;
