/**
 * Personal API keys for the trader API, as their owner manages them on the account page: created (named,
 * scoped, at most TRADER_API_LIMITS.keysPerUser live ones), listed and revoked. A key is
 * `sk_live_<public id>_<secret>`: the public id finds its row, and only the SHA-256 of the 256-bit secret is
 * stored, compared in constant time (key-store.ts). The whole key is answered once, when created.
 */
import { randomBytes } from 'node:crypto';
import type { Db, TraderApiKeyModel as TraderApiKey } from '@skins/db';
import { queryRows, statements } from '@skins/db/sql';
import { API_KEY_PATTERN, API_KEY_PREFIX, TRADER_API_LIMITS, type ApiKey, type CreateApiKeyBody, type CreatedApiKey } from '@skins/shared';
import { AppError, notFound } from '../../lib/errors.ts';
import { sha256Hex } from '../../lib/secrets.ts';

export const API_KEY_MESSAGES = {
  limit: `You can hold at most ${TRADER_API_LIMITS.keysPerUser} API keys. Revoke one you no longer use first.`,
  notFound: 'API key not found',
} as const;

/** Two keys made at once must not both pass the cap: the user's row is locked while one is counted and added. */
const CREATE_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };

export function toApiKey(key: TraderApiKey): ApiKey {
  return {
    id: key.id,
    name: key.name,
    scope: key.scope,
    prefix: `${API_KEY_PREFIX}${key.publicId}`,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
  };
}

/** The public id and the secret of a key as sent, or null when it is not one of ours in shape. */
export function parseApiKey(value: string): { publicId: string; secret: string } | null {
  const match = API_KEY_PATTERN.exec(value);
  return match ? { publicId: match[1]!, secret: match[2]! } : null;
}

export async function createApiKey(db: Db, userId: number, body: CreateApiKeyBody): Promise<CreatedApiKey> {
  const publicId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const key = await db.$transaction(async (tx) => {
    await queryRows(tx, statements.selectFrom('users').select('users.id').where('users.id', '=', userId).forUpdate());
    const live = await tx.traderApiKey.count({ where: { userId, revokedAt: null } });
    if (live >= TRADER_API_LIMITS.keysPerUser) throw new AppError('API_KEY_LIMIT', API_KEY_MESSAGES.limit);
    return tx.traderApiKey.create({ data: { userId, publicId, name: body.name, scope: body.scope, secretHash: sha256Hex(secret) } });
  }, CREATE_TRANSACTION);
  return { ...toApiKey(key), secret: `${API_KEY_PREFIX}${publicId}_${secret}` };
}

/** The user's live keys, newest first. */
export async function listApiKeys(db: Db, userId: number): Promise<ApiKey[]> {
  const keys = await db.traderApiKey.findMany({ where: { userId, revokedAt: null }, orderBy: { id: 'desc' } });
  return keys.map(toApiKey);
}

/** The key's public id, for the caller to stop it everywhere (key-store.ts); another user's key is not found. */
export async function findOwnKey(db: Db, userId: number, id: number): Promise<{ publicId: string }> {
  const key = await db.traderApiKey.findFirst({ where: { id, userId, revokedAt: null }, select: { publicId: true } });
  if (!key) throw notFound(API_KEY_MESSAGES.notFound);
  return key;
}

export async function markKeyRevoked(db: Db, userId: number, id: number): Promise<void> {
  await db.traderApiKey.updateMany({ where: { id, userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
