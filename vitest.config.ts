import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts (name, environment, setup); `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'prisma', 'apps/api', 'apps/sandbox', 'apps/web'],
  },
});
