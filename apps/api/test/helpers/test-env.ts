/**
 * The environment every api test runs with: its own copy of the seeded test database (never the development
 * one), silent logs, Redis database 1 with a per-process queue prefix, and the api's generated item art.
 */
import { loadDotEnv } from '@skins/db/env';
import { parseEnv, type Env } from '../../src/config/env.ts';

loadDotEnv();

/** Migrated and seeded once per run by global-setup.ts; the test files only copy it. */
export const SEEDED_TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/skins_test';

/** The copies' names: the seeded database's, then `_file` and the vitest worker's slot. */
export function fileDatabasePrefix(): string {
  return `${new URL(SEEDED_TEST_DATABASE_URL).pathname.slice(1)}_file`;
}

/**
 * The database a test file works on: a copy of the seeded one per worker slot, made afresh before each file
 * (test/file-database-setup.ts), so files run side by side and none finds rows another file left behind.
 */
function fileDatabaseUrl(): string {
  const slot = process.env.VITEST_POOL_ID;
  if (!slot) return SEEDED_TEST_DATABASE_URL;
  const url = new URL(SEEDED_TEST_DATABASE_URL);
  url.pathname = `/${fileDatabasePrefix()}${slot}`;
  return url.toString();
}
export const TEST_DATABASE_URL = fileDatabaseUrl();
/** Redis database 1 of REDIS_URL's server unless TEST_REDIS_URL names another (parallel checkouts each take one). */
function testRedisUrl(): string {
  if (process.env.TEST_REDIS_URL) return process.env.TEST_REDIS_URL;
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0');
  url.pathname = '/1';
  return url.toString();
}
export const TEST_REDIS_URL = testRedisUrl();

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: `test-${process.pid}`,
    // The api's own generated art, as most tests expect it (`items/<id>.svg`); the CDN's are tested by name.
    IMAGE_HOST: '/api/images/',
    ...overrides,
  });
}
