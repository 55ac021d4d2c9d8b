import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../paths.ts';

const require = createRequire(import.meta.url);
const prismaPackage = require.resolve('prisma/package.json');
const prismaCli = path.join(path.dirname(prismaPackage), 'build', 'index.js');
export const prismaCliVersion = (JSON.parse(fs.readFileSync(prismaPackage, 'utf8')) as { version: string }).version;

/**
 * Runs `prisma generate` on a schema file (its generators write where the schema says, relative to the
 * file), offline: `generators` picks some of them by name.
 */
export function prismaGenerate(schemaFile: string, generators: string[] = []): SpawnSyncReturns<Buffer> {
  const args = [prismaCli, 'generate', '--schema', schemaFile, ...generators.flatMap((name) => ['--generator', name])];
  return spawnSync(process.execPath, args, {
    cwd: path.dirname(schemaFile),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Generators named by a command (prisma-kysely) are looked up on PATH, which only `npm run` sets up.
      PATH: [path.join(repoRoot, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
      // `prisma generate` does not use the native schema engine but checks that one exists, and would try to
      // download it (which fails offline). Any existing executable satisfies the check.
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  });
}
