/**
 * Server-side sessions (DESIGN: Identity). Only the SHA-256 of the cookie's token is stored, as the id.
 * A session ends when revoked, after `idleMs` without a request (sliding), or `maxMs` after it began.
 */
import type { Db, UserModel } from '@skins/db';
import { randomToken, sha256Hex } from '../../lib/secrets.ts';

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

/** Refreshing the idle expiry on every request would be a write per request; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Db, userId: number, policy: SessionPolicy, meta: SessionMeta = {}) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + Math.min(policy.idleMs, policy.maxMs));
  await db.session.create({
    data: {
      id: sha256Hex(token),
      userId,
      // Not used to check requests (XSRF tokens are bound to the session id); kept per session so a
      // per-session CSRF key can be introduced without a migration.
      csrfSecret: randomToken(48),
      ip: meta.ip?.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 300),
      expiresAt,
    },
  });
  return { token, expiresAt };
}

/** The user of a live session, or null. Slides the idle expiry forward, never past the absolute limit. */
export async function findSessionUser(db: Db, token: string, policy: SessionPolicy, now = new Date()): Promise<UserModel | null> {
  const session = await db.session.findUnique({ where: { id: sha256Hex(token) }, include: { user: true } });
  if (!session || session.revokedAt || session.expiresAt <= now) return null;
  const absoluteEnd = session.createdAt.getTime() + policy.maxMs;
  if (absoluteEnd <= now.getTime()) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.session.updateMany({
      where: { id: session.id, revokedAt: null },
      data: { lastSeenAt: now, expiresAt: new Date(Math.min(now.getTime() + policy.idleMs, absoluteEnd)) },
    });
  }
  return session.user;
}

/** When the session of this cookie token began (a sign-in), or null when it is unknown or over. */
export async function sessionStartedAt(db: Db, token: string): Promise<Date | null> {
  const session = await db.session.findUnique({ where: { id: sha256Hex(token) }, select: { createdAt: true, revokedAt: true } });
  return session && !session.revokedAt ? session.createdAt : null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.session.updateMany({ where: { id: sha256Hex(token), revokedAt: null }, data: { revokedAt: new Date() } });
}

/** Signs the user out everywhere (password change or reset). */
export async function revokeUserSessions(db: Db, userId: number): Promise<number> {
  const { count } = await db.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  return count;
}
