import { createPrismaClient } from '@skins/db';
import { afterAll, describe, expect, it } from 'vitest';
import { listenForCatalogueChanges } from '../src/catalogue/catalogue-changes.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

const until = async (check: () => boolean, ms = 3000) => {
  for (const started = Date.now(); Date.now() - started < ms; ) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
};

describe('catalogue change notifications', () => {
  const db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 2 });
  afterAll(() => db.$disconnect());
  const touchListings = () => db.$executeRaw`UPDATE listings SET status = status WHERE id = (SELECT min(id) FROM listings)`;

  it('reports committed listing changes, and keeps reporting after its connection is cut', async () => {
    let changes = 0;
    const errors: Error[] = [];
    const listener = listenForCatalogueChanges({ databaseUrl: TEST_DATABASE_URL, onChange: () => changes++, onError: (error) => errors.push(error), retryMs: 50 });
    try {
      await listener.ready;
      const afterConnect = changes;
      await touchListings();
      expect(await until(() => changes > afterConnect)).toBe(true);

      // As a PostgreSQL restart would: the listening session ends. Caches must drop, then listen again.
      const beforeCut = changes;
      await db.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN catalogue_changed' AND pid <> pg_backend_pid()`;
      expect(await until(() => changes > beforeCut + 1), 'dropped on the cut and again on reconnecting').toBe(true);
      expect(errors.length).toBeGreaterThan(0);

      const afterReconnect = changes;
      await touchListings();
      expect(await until(() => changes > afterReconnect)).toBe(true);
    } finally {
      await listener.close();
    }
  });
});
