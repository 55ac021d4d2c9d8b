import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // The seeded test database is built once; each file then runs on a fresh copy of it, so files run side by
    // side without seeing each other's rows.
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/file-database-setup.ts'],
    // One process per worker runs file after file: importing the app afresh for each file cost about 4 s of
    // CPU a file (docs/test-suite.md). Nothing a file builds outlives it: each builds its own app, clients and
    // sandboxes and closes them, and module caches are keyed by the app's own objects (its database client,
    // its trading port), never by process.
    isolate: false,
    // Bounds that only end a hang: a test's work (a fuzz run, a catalogue export, a worker's cycle) takes many
    // times longer on a busy machine; what a test waits for is a state, never a time.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
