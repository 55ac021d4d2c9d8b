/**
 * The committed migrations and schema.prisma must describe the same database. Two scratch databases are
 * built: one by applying every migration, one from the schema alone (the engine's empty -> schema script);
 * their catalog fingerprints must be equal. A schema change without a migration makes them differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase, ensureDatabase } from '../src/database.ts';
import { loadDotEnv } from '../src/env.ts';
import { applyMigrations, diffSchemas, readSchema, SNAPSHOT_NAME } from '../src/migrations.ts';
import { migrationsDir } from '../src/paths.ts';
import { executeScript, schemaFingerprint } from '../src/schema-fingerprint.ts';

loadDotEnv();
const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/skins_test');
const scratch = (suffix: string) => {
  const url = new URL(base);
  url.pathname = `/skins_drift_${suffix}_${process.pid}`;
  return url.toString();
};
const fromMigrations = scratch('migrations');
const fromSchema = scratch('schema');
const fromChangedSchema = scratch('changed');
const all = [fromMigrations, fromSchema, fromChangedSchema];

async function buildFromSchema(databaseUrl: string, schema: string) {
  await ensureDatabase(databaseUrl);
  await executeScript(databaseUrl, await diffSchemas(null, schema, databaseUrl));
}

describe('migrations and schema.prisma', () => {
  beforeAll(async () => {
    for (const url of all) await dropDatabase(url);
    await ensureDatabase(fromMigrations);
  });
  afterAll(async () => {
    for (const url of all) await dropDatabase(url);
  });

  it('apply idempotently: a second run applies nothing', async () => {
    const first = await applyMigrations(fromMigrations);
    expect(first.length).toBeGreaterThan(0);
    expect(await applyMigrations(fromMigrations)).toEqual([]);
  });

  it('describe the same database as schema.prisma', async () => {
    await buildFromSchema(fromSchema, readSchema());
    expect(await schemaFingerprint(fromMigrations)).toEqual(await schemaFingerprint(fromSchema));
  });

  it('would be caught out by a schema change that has no migration', async () => {
    const changed = readSchema().replace(/model Pack \{\n/, 'model Pack {\n  driftProbe String?\n');
    expect(changed).not.toEqual(readSchema());
    await buildFromSchema(fromChangedSchema, changed);
    expect(await schemaFingerprint(fromMigrations)).not.toEqual(await schemaFingerprint(fromChangedSchema));
  });

  it('keep the snapshot that the next migration is diffed from equal to schema.prisma', async () => {
    const snapshot = fs.readFileSync(path.join(migrationsDir, SNAPSHOT_NAME), 'utf8');
    expect(await diffSchemas(snapshot, readSchema(), fromMigrations)).toBe('');
  });
});
