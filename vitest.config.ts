import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts (name, environment, setup); `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'prisma', 'apps/api', 'apps/sandbox', 'apps/web'],
    // Two files at a time: the api files mostly wait on PostgreSQL, Redis and their own servers, so two keep a
    // two-core machine busy without starving those servers (vitest's default here would be one).
    maxWorkers: 2,
  },
});
