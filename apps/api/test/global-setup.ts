/**
 * Builds the seeded test database afresh for each run: dropped, created, migrated and seeded. Tests sell,
 * deliver and refund the small catalogue's listings; kept from run to run it ran dry and tests that count matches
 * failed. No test connects to it: each file works on its own copy (file-database-setup.ts), dropped at the end.
 */
import { applyMigrations, dropDatabase, ensureDatabase, listDatabases } from '@skins/db';
import { openSeedClient, seedDatabase } from '@skins/db/seed';
import { Redis } from 'ioredis';
import { fileDatabasePrefix, SEEDED_TEST_DATABASE_URL as TEST_DATABASE_URL, TEST_REDIS_URL } from './helpers/test-env.ts';

/** A small catalogue is enough for the api tests, which assert relations rather than fixed counts. */
const TEST_LISTINGS = 600;

export default async function setup() {
  // Leftover keys (queues, rate limits) from an earlier run must not leak into this one.
  const redis = new Redis(TEST_REDIS_URL);
  await redis.flushdb();
  redis.disconnect();

  await dropDatabase(TEST_DATABASE_URL);
  await ensureDatabase(TEST_DATABASE_URL);
  await applyMigrations(TEST_DATABASE_URL);
  const db = openSeedClient(TEST_DATABASE_URL);
  try {
    await seedDatabase(db, { listings: TEST_LISTINGS, staff: { email: 'staff@test.local', password: 'Staff-password-1' }, sandboxSales: false });
  } finally {
    await db.$disconnect();
  }

  return async function dropFileDatabases() {
    for (const name of await listDatabases(TEST_DATABASE_URL, fileDatabasePrefix())) {
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      await dropDatabase(url.toString());
    }
  };
}
