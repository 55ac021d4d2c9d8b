/**
 * `npm run db:setup` (called by `npm start`): create the database if missing, migrate, and seed when empty.
 */
import { databaseName, ensureDatabase } from '../database.ts';
import { requireDatabaseUrl } from '../env.ts';
import { applyMigrations } from '../migrations.ts';
import { isEmpty, openSeedClient, seedDatabase } from '../../seed/seed.ts';
import { seedOptionsFromEnv } from '../../seed/seed-options.ts';
import { runCli } from './run-cli.ts';

runCli(async () => {
  const databaseUrl = requireDatabaseUrl();
  if (await ensureDatabase(databaseUrl)) console.log(`Created database ${databaseName(databaseUrl)}.`);
  const applied = await applyMigrations(databaseUrl);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const db = openSeedClient(databaseUrl);
  try {
    if (await isEmpty(db)) {
      console.log('The database is empty: seeding it (about a minute)...');
      await seedDatabase(db, { ...seedOptionsFromEnv([]), log: (line) => console.log(`  ${line}`) });
    }
  } finally {
    await db.$disconnect();
  }
  console.log(`Database ${databaseName(databaseUrl)} is ready.`);
});
