/**
 * Bearer tokens for programmatic clients (the staff CLI): `Authorization: Bearer <token>`. Only the SHA-256
 * is stored; the token itself is shown once, when created.
 */
import type { Db, UserModel } from '@skins/db';
import { randomToken, sha256Hex } from '../../lib/secrets.ts';

const TOUCH_INTERVAL_MS = 60_000;

export async function createApiToken(db: Db, userId: number, name: string, expiresAt?: Date): Promise<string> {
  const token = `skins_${randomToken()}`;
  await db.apiToken.create({ data: { userId, name, tokenHash: sha256Hex(token), expiresAt } });
  return token;
}

export async function findApiTokenUser(db: Db, token: string, now = new Date()): Promise<UserModel | null> {
  const record = await db.apiToken.findUnique({ where: { tokenHash: sha256Hex(token) }, include: { user: true } });
  if (!record || record.revokedAt || (record.expiresAt && record.expiresAt <= now)) return null;
  if (!record.lastUsedAt || now.getTime() - record.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.apiToken.update({ where: { id: record.id }, data: { lastUsedAt: now } });
  }
  return record.user;
}

export async function revokeApiToken(db: Db, token: string): Promise<void> {
  await db.apiToken.updateMany({ where: { tokenHash: sha256Hex(token), revokedAt: null }, data: { revokedAt: new Date() } });
}
