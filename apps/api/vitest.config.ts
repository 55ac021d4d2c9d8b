import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // The seeded test database is built once; each file then runs on a fresh copy of it, so files run side by
    // side without seeing each other's rows.
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/file-database-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
