import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sandbox',
    include: ['test/**/*.test.ts'],
    // Every test file boots its own sandbox on port 0, so files can run in parallel.
    testTimeout: 15_000,
  },
});
