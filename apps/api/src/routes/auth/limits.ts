/**
 * The identity rate limits (check S1). Per IP against spraying many accounts from one place; per e-mail
 * against guessing one account's password or flooding one inbox. Sign-in counts only failures per account
 * and IP: the 11th wrong password within 15 minutes is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const MINUTE = 60_000;

const bodyEmail = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown; username?: unknown } | undefined;
  const email = body?.email ?? body?.username;
  return typeof email === 'string' ? email : '';
};

export function authLimits(app: FastifyInstance) {
  const byIp = (request: FastifyRequest) => request.ip;
  return {
    loginPerIp: app.limiter({ name: 'login-ip', max: 100, windowMs: 15 * MINUTE, key: byIp }),
    loginFailures: app.limiter({ name: 'login-fail', max: 10, windowMs: 15 * MINUTE, key: (request) => `${bodyEmail(request)}|${request.ip}` }),
    registerPerIp: app.limiter({ name: 'register-ip', max: 10, windowMs: 60 * MINUTE, key: byIp }),
    registerPerEmail: app.limiter({ name: 'register-email', max: 3, windowMs: 60 * MINUTE, key: bodyEmail }),
    emailLinkPerIp: app.limiter({ name: 'email-link-ip', max: 10, windowMs: 15 * MINUTE, key: byIp }),
    emailLinkPerEmail: app.limiter({ name: 'email-link-email', max: 3, windowMs: 15 * MINUTE, key: bodyEmail }),
    resetPerIp: app.limiter({ name: 'reset-ip', max: 20, windowMs: 15 * MINUTE, key: byIp }),
    // Each start stores a one-time state row; a flood of them is refused rather than stored.
    steamStartPerIp: app.limiter({ name: 'steam-ip', max: 30, windowMs: MINUTE, key: byIp }),
    // Wrong current passwords given to change the e-mail address, per user.
    ownerProofFailures: app.limiter({ name: 'owner-proof-fail', max: 10, windowMs: 15 * MINUTE, key: (request) => String(request.user?.id ?? request.ip) }),
    changePasswordPerUser: app.limiter({ name: 'change-password', max: 10, windowMs: 15 * MINUTE, key: (request) => String(request.user?.id ?? request.ip) }),
  };
}
