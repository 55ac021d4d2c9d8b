import path from 'node:path';

/** Absolute paths of the prisma workspace, independent of the caller's working directory. */
export const prismaRoot = path.resolve(import.meta.dirname, '..');
export const schemaPath = path.join(prismaRoot, 'schema.prisma');
export const migrationsDir = path.join(prismaRoot, 'migrations');
export const repoRoot = path.resolve(prismaRoot, '..');
