import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Scripts the code under test adds to the page (the google tag) are neither fetched nor run.
    environmentOptions: {
      happyDOM: { settings: { disableJavaScriptFileLoading: true, disableJavaScriptEvaluation: true, disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // One process per worker runs file after file (the setup file evaluates our modules afresh for each):
    // a fresh process per file cost about 2 s of CPU a file in imports alone (docs/test-suite.md).
    isolate: false,
    // A bound that only ends a hang: at vitest's 5 s default, component tests that render a whole page timed out
    // on a busy machine (a load average of 16) and passed on a quiet one.
    testTimeout: 30_000,
  },
});
