import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill.ts';

installDialogPolyfill();

afterEach(() => {
  cleanup();
});
