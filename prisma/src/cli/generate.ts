/**
 * `npm run db:generate`: generates the Prisma client into prisma/generated/client and the tables' types for
 * the typed SQL statements into prisma/generated/kysely, and only when schema.prisma changed since the last
 * run (start and test call it every time).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { prismaRoot, schemaPath } from '../paths.ts';
import { prismaCliVersion, prismaGenerate } from './prisma-generate.ts';

const outputs = [path.join(prismaRoot, 'generated', 'client', 'client.ts'), path.join(prismaRoot, 'generated', 'kysely', 'tables.ts')];
const stampFile = path.join(prismaRoot, 'generated', '.schema-hash');

const hash = crypto
  .createHash('sha256')
  .update(fs.readFileSync(schemaPath))
  .update(prismaCliVersion)
  .digest('hex');
const upToDate = outputs.every((file) => fs.existsSync(file)) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash;

if (!upToDate || process.argv.includes('--force')) {
  const result = prismaGenerate(schemaPath);
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    console.error('prisma generate failed');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stampFile, hash);
  console.log('Prisma client generated.');
}
