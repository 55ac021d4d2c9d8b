/**
 * The session cookie and the moments it changes (sign-in, sign-out, password change). The cookie holds a
 * random token; the sessions table holds its SHA-256. Every change of session also issues a new XSRF token,
 * because tokens are bound to the session.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../config/env.ts';
import { createSession, revokeSession, type SessionPolicy } from '../services/auth/sessions.ts';
import { createXsrfToken, setXsrfCookie } from './xsrf.ts';

export interface CookieSettings {
  /** `__Host-` prefixed when Secure: the browser then refuses it from subdomains and with a Domain or Path. */
  sessionCookie: string;
  secure: boolean;
  policy: SessionPolicy;
}

export function cookieSettings(env: Env): CookieSettings {
  const secure = new URL(env.PUBLIC_WEB_URL).protocol === 'https:';
  return {
    sessionCookie: secure ? '__Host-skins_session' : 'skins_session',
    secure,
    policy: { idleMs: env.SESSION_IDLE_MINUTES * 60_000, maxMs: env.SESSION_MAX_DAYS * 86_400_000 },
  };
}

export function sessionTokenOf(request: FastifyRequest, settings: CookieSettings): string | undefined {
  return request.cookies[settings.sessionCookie] || undefined;
}

/** Signs the user in on this browser with a new session id (never the one the request came with: fixation). */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const settings = cookieSettings(app.env);
  const previous = sessionTokenOf(request, settings);
  if (previous) await revokeSession(app.db, previous);
  const { token } = await createSession(app.db, userId, settings.policy, {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  reply.setCookie(settings.sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    maxAge: Math.floor(settings.policy.maxMs / 1000),
  });
  setXsrfCookie(reply, createXsrfToken(app.env.SESSION_SECRET, token), settings.secure);
}

/** Ends this browser's session (if any) and gives it an anonymous XSRF token. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const settings = cookieSettings(app.env);
  const token = sessionTokenOf(request, settings);
  if (token) await revokeSession(app.db, token);
  reply.clearCookie(settings.sessionCookie, { path: '/', httpOnly: true, sameSite: 'lax', secure: settings.secure });
  setXsrfCookie(reply, createXsrfToken(app.env.SESSION_SECRET, null), settings.secure);
}
