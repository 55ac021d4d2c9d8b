import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill.ts';

// Files run one after another in a worker's process (isolate: false in vitest.config.ts). This file runs
// before each of them: our modules are evaluated afresh for each file, so a store (auth, toasts,
// preferences) starts as a page load starts it, while React, the router and the DOM library stay loaded.
vi.resetModules();

// findBy/waitFor wait for a state; their 1 s default is a clock that a busy machine misses (whole-page
// renders took longer at a load average of 16). This bound only ends a hang.
configure({ asyncUtilTimeout: 15_000 });

installDialogPolyfill();

afterEach(() => {
  cleanup();
});
