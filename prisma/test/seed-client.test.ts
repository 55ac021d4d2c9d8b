/**
 * Every door that seeds (db:seed, db:setup, db:reset, the api tests' global setup) opens the database through
 * openSeedClient: a busy machine may take longer than the 15 s statement timeout over the seed's bulk inserts,
 * and a cancelled insert (57014) stops the whole set-up.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { maintenanceUrl } from '../src/database.ts';
import { loadDotEnv } from '../src/env.ts';
import { createPrismaClient } from '../src/client.ts';
import { openSeedClient } from '../seed/seed.ts';

loadDotEnv();
const serverUrl = maintenanceUrl(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/skins_test');

async function statementTimeout(db: ReturnType<typeof createPrismaClient>): Promise<string> {
  const [row] = await db.$queryRaw<{ statement_timeout: string }[]>`SHOW statement_timeout`;
  return row!.statement_timeout;
}

describe('the seed client', () => {
  const clients: ReturnType<typeof createPrismaClient>[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((db) => db.$disconnect()));
  });

  it('runs without a statement timeout, where every other client has one', async () => {
    const seed = openSeedClient(serverUrl);
    const ordinary = createPrismaClient({ databaseUrl: serverUrl, maxConnections: 1 });
    clients.push(seed, ordinary);
    expect(await statementTimeout(seed)).toBe('0');
    expect(await statementTimeout(ordinary)).not.toBe('0');
  });
});
