import { defineConfig } from 'vitest/config';

// `npm run test:scale`: the scaled stack test (scale/), which starts its own processes, database and Redis.
export default defineConfig({
  test: {
    name: 'scale',
    include: ['scale/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
