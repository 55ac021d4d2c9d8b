import { use } from 'react';
import { TextsPendingContext } from './i18n-context.ts';

/** True while the interface texts are on their way and `t()` answers blank: wait before saying something once. */
export function useTextsPending(): boolean {
  return use(TextsPendingContext);
}
