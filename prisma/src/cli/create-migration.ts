/**
 * `npm run db:migration:create -- <name>`: writes the SQL that takes the database from the schema of the
 * newest migration (kept as migrations/schema.snapshot.prisma) to the current schema.prisma, as
 * migrations/<timestamp>_<name>/migration.sql: the same SQL `prisma migrate dev` would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { requireDatabaseUrl } from '../env.ts';
import { diffSchemas, LOCKFILE_CONTENT, LOCKFILE_NAME, readSchema, SNAPSHOT_NAME } from '../migrations.ts';
import { migrationsDir } from '../paths.ts';
import { runCli } from './run-cli.ts';

const rawName = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (!rawName) {
  console.error('Usage: npm run db:migration:create -- <name>   (e.g. add_promo_codes)');
  process.exit(1);
}
const name = rawName.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

runCli(async () => {
  const snapshotPath = path.join(migrationsDir, SNAPSHOT_NAME);
  const previous = fs.existsSync(snapshotPath) ? fs.readFileSync(snapshotPath, 'utf8') : null;
  const current = readSchema();

  const sql = await diffSchemas(previous, current, requireDatabaseUrl());
  if (!sql.trim()) {
    console.log('schema.prisma matches the newest migration: nothing to create.');
    return;
  }

  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = path.join(migrationsDir, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'migration.sql'), sql);
  fs.writeFileSync(path.join(migrationsDir, LOCKFILE_NAME), LOCKFILE_CONTENT);
  fs.writeFileSync(snapshotPath, current);
  console.log(`Created ${path.relative(process.cwd(), path.join(dir, 'migration.sql'))}. Apply it with npm run db:migrate.`);
});
