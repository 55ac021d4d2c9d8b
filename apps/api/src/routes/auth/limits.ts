/**
 * The identity rate limits. Per IP against spraying many accounts from one place; per e-mail
 * against guessing one account's password or flooding one inbox. Sign-in counts only failures per account
 * and IP: the 11th wrong password within 15 minutes is refused. Counting per account from each address
 * (not per account alone) keeps a stranger from locking the owner out (ASVS 6.3.1).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const MINUTE = 60_000;

const bodyEmail = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown; username?: unknown } | undefined;
  const email = body?.email ?? body?.username;
  return typeof email === 'string' ? email : '';
};

const accountFromAddress = (email: string, request: FastifyRequest) => `${email}|${request.ip}`;

export function authLimits(app: FastifyInstance) {
  const byIp = (request: FastifyRequest) => request.ip;
  return {
    loginPerIp: app.limiter({ name: 'login-ip', max: 100, windowMs: 15 * MINUTE, key: byIp }),
    loginFailures: app.limiter({ name: 'login-fail', max: 10, windowMs: 15 * MINUTE, key: (request) => accountFromAddress(bodyEmail(request), request) }),
    registerPerIp: app.limiter({ name: 'register-ip', max: app.env.REGISTER_PER_IP_PER_HOUR, windowMs: 60 * MINUTE, key: byIp }),
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

export type AuthLimits = ReturnType<typeof authLimits>;

/**
 * One password sign-in, counted before the password is checked: every attempt per address, and a slot of
 * the account's failures from that address, given back when `failed` says the check did not fail. The web's
 * /api/login and the staff router's auth.signIn both sign in through here, so neither is a way around the
 * other's counts. `email` is the address as the check reads it (trimmed, lower case).
 */
export async function countedSignIn<T>(
  limits: AuthLimits,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  check: () => Promise<T>,
  failed: (outcome: T) => boolean,
): Promise<T> {
  await limits.loginPerIp.hook(request, reply);
  const attempt = await limits.loginFailures.attempt(request, reply, accountFromAddress(email, request));
  let outcome: T;
  try {
    outcome = await check();
  } catch (error) {
    // The check could not run (e.g. the database): no password was refused.
    await attempt.giveBack();
    throw error;
  }
  if (!failed(outcome)) await attempt.giveBack();
  return outcome;
}
