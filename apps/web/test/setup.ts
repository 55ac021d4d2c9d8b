import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill.ts';

// Files run one after another in a worker's process (isolate: false in vitest.config.ts). This file runs
// before each of them: our modules are evaluated afresh for each file, so a store (auth, toasts,
// preferences) starts as a page load starts it, while React, the router and the DOM library stay loaded.
vi.resetModules();
// The page outlives the file as well: what a file stored (a session marker, a chosen currency, consent) is
// cleared, as a first visit would find it.
window.localStorage.clear();
window.sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');

// findBy/waitFor wait for a state; their 1 s default is a clock that a busy machine misses (whole-page
// renders took longer at a load average of 16). This bound only ends a hang.
configure({ asyncUtilTimeout: 15_000 });

installDialogPolyfill();

afterEach(() => {
  cleanup();
});
