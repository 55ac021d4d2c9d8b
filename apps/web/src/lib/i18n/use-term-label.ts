import { useCallback } from 'react';
import { termLabel } from './term-label.ts';
import type { TermGroup } from './term-label.ts';
import { useT } from './use-t.ts';

/** `termLabel` in the current language: `label('type', product.type)`. */
export function useTermLabel(): (group: TermGroup, value: string) => string {
  const t = useT();
  return useCallback((group: TermGroup, value: string) => termLabel(t, group, value), [t]);
}
