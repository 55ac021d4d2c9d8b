/**
 * The environment every api test runs with: the separate test database (never the development one),
 * silent logs, Redis database 1 with a per-run queue prefix, and the api's generated item art.
 */
import { loadDotEnv } from '@skins/db/env';
import { parseEnv, type Env } from '../../src/config/env.ts';

loadDotEnv();

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/skins_test';
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
