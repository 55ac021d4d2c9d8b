/**
 * `npm run db:seed [-- --listings=N]`: seeds the database of DATABASE_URL. `npm run db:seed:large` asks for
 * 1,000,000 listings (benchmarks). The staff account comes from STAFF_EMAIL / STAFF_PASSWORD.
 */
import { requireDatabaseUrl } from '../src/env.ts';
import { runCli } from '../src/cli/run-cli.ts';
import { openSeedClient, seedDatabase } from './seed.ts';
import { seedOptionsFromEnv } from './seed-options.ts';

runCli(async () => {
  const db = openSeedClient(requireDatabaseUrl());
  try {
    const started = Date.now();
    await seedDatabase(db, { ...seedOptionsFromEnv(process.argv.slice(2)), log: console.log });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await db.$disconnect();
  }
});
