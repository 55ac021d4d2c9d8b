/** `npm run db:migrate`: creates the database if missing and applies new migrations. Idempotent. */
import { databaseName, ensureDatabase } from '../database.ts';
import { requireDatabaseUrl } from '../env.ts';
import { applyMigrations } from '../migrations.ts';
import { runCli } from './run-cli.ts';

runCli(async () => {
  const databaseUrl = requireDatabaseUrl();
  if (await ensureDatabase(databaseUrl)) console.log(`Created database ${databaseName(databaseUrl)}.`);
  const applied = await applyMigrations(databaseUrl);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
});
