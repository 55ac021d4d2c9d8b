import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'db',
    include: ['test/**/*.test.ts'],
    // The drift test builds scratch databases; one file at a time keeps them from competing.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
