/**
 * Who a trader API request is, and whether it may go on: its key (from `Authorization: Bearer` only), the
 * key's scope, and its per-second limit, counted in Redis so the limits hold across api replicas.
 *
 * Each process keeps the keys it has read for a few minutes, and one Redis script per request both counts
 * the request and asks whether the key was revoked: revoking sets a marker in Redis (before the database
 * row), so the next request on every replica is refused at once, in the round trip the limit costs anyway.
 * The marker outlives any key kept in a process; a key read after it from the database is revoked there.
 * A key this process does not know is read from the database only after the sending address took one of
 * its few tries for unknown keys (given back when the key is real), so a flood of made-up keys is refused
 * by Redis, not answered by PostgreSQL. While Redis cannot be asked, requests are refused (503): the limits
 * never switch off.
 */
import type { Db, TraderApiKeyModel as TraderApiKey } from '@skins/db';
import { TRADER_API_LIMITS, type ApiKeyScope } from '@skins/shared';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/errors.ts';
import { safeEqual, sha256Hex } from '../../lib/secrets.ts';
import { createHash } from 'node:crypto';
import { parseApiKey } from './api-keys.ts';

/** How long a process keeps a key it read; the revocation marker outlives it. */
const KEY_TTL_MS = 5 * 60_000;
const MARKER_TTL_S = (2 * KEY_TTL_MS) / 1000;
/** last_used_at is written at most this often per key, ... */
const TOUCH_INTERVAL_MS = 60_000;
/** ... for all keys that came due within this long in one statement (a busy process has many keys due together). */
const TOUCH_BATCH_MS = 200;

export type RequestKind = 'read' | 'write';

export const LIMITS: Record<RequestKind, number> = { read: TRADER_API_LIMITS.readsPerSecond, write: TRADER_API_LIMITS.writesPerSecond };

/** KEYS[1] the revocation marker, KEYS[2] this second's counter; ARGV[1] the window in ms. {-1, 0}: revoked. */
const COUNT_REQUEST = `
if redis.call('EXISTS', KEYS[1]) == 1 then return {-1, 0} end
local n = redis.call('INCR', KEYS[2])
if n == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[2])}`;

const sha1Hex = (text: string) => createHash('sha1').update(text).digest('hex');

export interface KnownKey {
  id: number;
  userId: number;
  publicId: string;
  name: string;
  scope: ApiKeyScope;
  secretHash: string;
  revoked: boolean;
  lastUsedAt: Date | null;
}

/** What a request that passed is told about its limit (the RateLimit-* headers). */
export interface Window {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

export interface Admitted {
  key: KnownKey;
  window: Window;
}

/** A try taken before an unknown key is looked up (rate-limit.ts `attempt`); it throws when none is left. */
export interface LookUpTry {
  giveBack: () => Promise<void>;
}

export interface AdmitRequest {
  /** The `Authorization` header as sent. */
  authorization: string | undefined;
  kind: RequestKind;
  /** Takes one of the sending address's tries for keys this process does not know. */
  takeLookUpTry: () => Promise<LookUpTry>;
  /** Told the window (null: none counted) and the seconds to wait, before a 429 is thrown. */
  onRefusal: (window: Window | null, retryAfter: number) => void;
}

export interface KeyStore {
  /** The key of `Authorization`, counted against its limit for `kind`; throws the refusal. */
  admit(request: AdmitRequest): Promise<Admitted>;
  /** Stops the key on every replica at once, then marks it revoked. */
  revoke(publicId: string, markInDatabase: () => Promise<void>): Promise<void>;
  /** Drops a pending last-used write (the app is closing). */
  close(): void;
}

export interface KeyStoreOptions {
  db: Db;
  redis: Redis;
  /** Redis key prefix (QUEUE_PREFIX). */
  prefix: string;
  onTouchError?: (error: unknown) => void;
}

export const invalidKey = () => new AppError('API_KEY_INVALID', 'A valid API key is required: send it as Authorization: Bearer <key>.');

function known(row: TraderApiKey): KnownKey {
  return { id: row.id, userId: row.userId, publicId: row.publicId, name: row.name, scope: row.scope, secretHash: row.secretHash, revoked: row.revokedAt !== null, lastUsedAt: row.lastUsedAt };
}

export function createKeyStore({ db, redis, prefix, onTouchError }: KeyStoreOptions): KeyStore {
  const keys = new LRUCache<string, KnownKey>({ max: 10_000, ttl: KEY_TTL_MS });
  // Sent by its digest: the script's text is not sent (nor hashed by Redis) on every request.
  const scriptSha = sha1Hex(COUNT_REQUEST);
  const marker = (publicId: string) => `${prefix}:trader-api:revoked:${publicId}`;

  /** The key as stored, if it is one and the secret is its own; an unknown id first takes a try (AdmitRequest). */
  const lookUp = async ({ publicId, secret }: { publicId: string; secret: string }, takeLookUpTry: AdmitRequest['takeLookUpTry']): Promise<KnownKey | null> => {
    const matches = (key: KnownKey) => !key.revoked && safeEqual(sha256Hex(secret), key.secretHash);
    const cached = keys.get(publicId);
    if (cached) return matches(cached) ? cached : null;
    const attempt = await takeLookUpTry();
    const row = await db.traderApiKey.findUnique({ where: { publicId } });
    if (!row) return null;
    const key = known(row);
    keys.set(publicId, key);
    if (!matches(key)) return null;
    await attempt.giveBack();
    return key;
  };

  const count = async (publicId: string, kind: RequestKind): Promise<{ current: number; ttlMs: number }> => {
    const second = Math.floor(Date.now() / 1000);
    try {
      const [current, ttlMs] = (await redis.evalsha(scriptSha, 2, marker(publicId), `${prefix}:trader-api:rate:${publicId}:${kind}:${second}`, 1000).catch(async (error: unknown) => {
        // A Redis that restarted forgot the script: send it whole once, then it is known by its digest again.
        if (!String(error).includes('NOSCRIPT')) throw error;
        return redis.eval(COUNT_REQUEST, 2, marker(publicId), `${prefix}:trader-api:rate:${publicId}:${kind}:${second}`, 1000);
      })) as [number, number];
      return { current, ttlMs };
    } catch {
      throw new AppError('UNAVAILABLE', 'The API cannot check its limits right now. Please try again shortly.');
    }
  };

  const due = new Set<number>();
  let pendingWrite: NodeJS.Timeout | null = null;
  const writeLastUsed = () => {
    pendingWrite = null;
    const ids = [...due];
    due.clear();
    db.traderApiKey.updateMany({ where: { id: { in: ids } }, data: { lastUsedAt: new Date() } }).catch((error: unknown) => onTouchError?.(error));
  };
  const touch = (key: KnownKey) => {
    const now = new Date();
    if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < TOUCH_INTERVAL_MS) return;
    key.lastUsedAt = now;
    due.add(key.id);
    pendingWrite ??= setTimeout(writeLastUsed, TOUCH_BATCH_MS).unref();
  };

  return {
    async admit({ authorization, kind, takeLookUpTry, onRefusal }) {
      // Only this header: a key in a cookie or the query string is never read, so it never works.
      const bearer = /^Bearer ([!-~]{1,200})$/.exec(authorization ?? '')?.[1];
      const parsed = bearer ? parseApiKey(bearer) : null;
      if (!parsed) throw invalidKey();
      const key = await lookUp(parsed, takeLookUpTry);
      if (!key) throw invalidKey();
      const { current, ttlMs } = await count(key.publicId, kind);
      if (current < 0) {
        keys.delete(key.publicId);
        throw invalidKey();
      }
      const limit = LIMITS[kind];
      const window = { limit, remaining: Math.max(limit - current, 0), resetSeconds: Math.max(Math.ceil(ttlMs / 1000), 1) };
      if (current > limit) {
        onRefusal(window, window.resetSeconds);
        throw new AppError('RATE_LIMITED', `Too many requests: this key may make ${limit} ${kind === 'read' ? 'reads' : 'buys'} a second.`);
      }
      touch(key);
      return { key, window };
    },

    async revoke(publicId, markInDatabase) {
      await redis.set(marker(publicId), '1', 'EX', MARKER_TTL_S);
      keys.delete(publicId);
      await markInDatabase();
    },

    close() {
      if (pendingWrite) clearTimeout(pendingWrite);
      pendingWrite = null;
    },
  };
}
