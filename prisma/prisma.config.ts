import path from 'node:path';
import { defineConfig } from 'prisma/config';

// Prisma 7 keeps the datasource URL here rather than in schema.prisma. The project's own scripts
// (src/cli/*) run migrations through the Wasm schema engine; this file serves `prisma generate` and any
// machine that has the native CLI (`prisma migrate deploy` works on the same migrations folder).
export default defineConfig({
  schema: path.join(import.meta.dirname, 'schema.prisma'),
  migrations: { path: path.join(import.meta.dirname, 'migrations') },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/skins' },
});
