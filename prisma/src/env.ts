import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';

/**
 * Loads the repository's `.env` (if any) into process.env without overriding variables already set,
 * so `DATABASE_URL=... npm run db:migrate` wins over the file.
 */
export function loadDotEnv(file = path.join(repoRoot, '.env')): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

export const postgresUrlSchema = z
  .string({ error: 'is required' })
  .min(1, 'is required')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgresql:' || url.protocol === 'postgres:') && url.pathname.length > 1;
    } catch {
      return false;
    }
  }, 'must be a postgresql:// URL with a database name, e.g. postgresql://postgres@127.0.0.1:5432/skins');

/** Reads DATABASE_URL (or another variable) or exits with a message that names it. */
export function requireDatabaseUrl(variable = 'DATABASE_URL'): string {
  loadDotEnv();
  const parsed = postgresUrlSchema.safeParse(process.env[variable]);
  if (!parsed.success) {
    console.error(`Invalid environment: ${variable} ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
    process.exit(1);
  }
  return parsed.data;
}
