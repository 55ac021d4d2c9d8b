/** `npm run db:reset`: drops the development database and builds it again (migrate + seed). */
import { databaseName, dropDatabase, ensureDatabase } from '../database.ts';
import { requireDatabaseUrl } from '../env.ts';
import { applyMigrations } from '../migrations.ts';
import { openSeedClient, seedDatabase } from '../../seed/seed.ts';
import { seedOptionsFromEnv } from '../../seed/seed-options.ts';
import { runCli } from './run-cli.ts';

runCli(async () => {
  const databaseUrl = requireDatabaseUrl();
  if (process.env.NODE_ENV === 'production') throw new Error('db:reset refuses to run with NODE_ENV=production.');
  await dropDatabase(databaseUrl);
  await ensureDatabase(databaseUrl);
  await applyMigrations(databaseUrl);
  const db = openSeedClient(databaseUrl);
  try {
    await seedDatabase(db, { ...seedOptionsFromEnv(process.argv.slice(2)), log: console.log });
  } finally {
    await db.$disconnect();
  }
  console.log(`Database ${databaseName(databaseUrl)} was rebuilt.`);
});
