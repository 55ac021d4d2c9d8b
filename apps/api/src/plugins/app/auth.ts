/**
 * Who is asking: `request.user` from `Authorization: Bearer <api token>` or else the session cookie (never on
 * the trader API's routes, which know their caller by API key alone), and the
 * hooks routes use to require a user (401) or a verified e-mail (403), with the messages the web app reacts to
 * (spec §4, §8). Public catalogue answers (`config.publicCache`) never depend on the user, so they skip the
 * lookup.
 */
import cookie from '@fastify/cookie';
import type { UserModel } from '@skins/db';
import { AUTH_MESSAGES } from '@skins/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import { cookieSettings, sessionTokenOf } from '../../lib/session-cookie.ts';
import { hasBearerToken } from './csrf.ts';
import { findApiTokenUser } from '../../services/auth/api-tokens.ts';
import { isEmailVerified } from '../../services/auth/email-verification.ts';
import { findSessionUser } from '../../services/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A trader API route: authenticated by its API key only, never by the session (routes/trader-api). */
    traderApi?: boolean;
  }
  interface FastifyRequest {
    user: UserModel | null;
    /** How `user` was established; a bearer request is never authenticated by its cookie. */
    authVia: 'session' | 'token' | null;
  }
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
}

export async function requireVerified(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user && !isEmailVerified(request.user)) throw new AppError('EMAIL_UNVERIFIED', AUTH_MESSAGES.unverified);
}

/** The signed-in user in a handler behind requireUser. */
export function currentUser(request: FastifyRequest): UserModel {
  if (!request.user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
  return request.user;
}

export default fp(
  async (app) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    const settings = cookieSettings(app.env);
    app.decorateRequest('user', null);
    app.decorateRequest('authVia', null);

    const authenticate = async (request: FastifyRequest) => {
      if (hasBearerToken(request)) {
        // No fallback to the cookie: the CSRF check exempts bearer requests, so one must never count as a session.
        const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
        request.user = bearer ? await findApiTokenUser(app.db, bearer) : null;
        request.authVia = request.user ? 'token' : null;
        return;
      }
      const token = sessionTokenOf(request, settings);
      if (!token) return;
      request.user = await findSessionUser(app.db, token, settings.policy);
      request.authVia = request.user ? 'session' : null;
    };

    // Callback-style: public catalogue answers, which never look at the user, pay no promise. The trader API
    // knows its callers by their API key alone (routes/trader-api): neither a cookie nor a token is read there.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.config.publicCache !== undefined || request.routeOptions.config.traderApi) done();
      else authenticate(request).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['datastores'] },
);
