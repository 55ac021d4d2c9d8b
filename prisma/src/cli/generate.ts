/**
 * `npm run db:generate`: generates the Prisma client into prisma/generated/client, and only when
 * schema.prisma changed since the last run (start and test call it every time).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { prismaRoot, schemaPath } from '../paths.ts';

const outputDir = path.join(prismaRoot, 'generated', 'client');
const stampFile = path.join(prismaRoot, 'generated', '.schema-hash');

const require = createRequire(import.meta.url);
const prismaPackage = require.resolve('prisma/package.json');
const prismaCli = path.join(path.dirname(prismaPackage), 'build', 'index.js');
const cliVersion = (JSON.parse(fs.readFileSync(prismaPackage, 'utf8')) as { version: string }).version;

const hash = crypto
  .createHash('sha256')
  .update(fs.readFileSync(schemaPath))
  .update(cliVersion)
  .digest('hex');
const upToDate =
  fs.existsSync(path.join(outputDir, 'client.ts')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;

if (!upToDate || process.argv.includes('--force')) {
  const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', schemaPath], {
    cwd: prismaRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // `prisma generate` does not use the native schema engine but checks that one exists, and would try to
      // download it (which fails offline). Any existing executable satisfies the check.
      PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    console.error('prisma generate failed');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stampFile, hash);
  console.log('Prisma client generated.');
}
