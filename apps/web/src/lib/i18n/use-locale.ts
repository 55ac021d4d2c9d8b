import { use } from 'react';
import { LocaleContext } from './i18n-context.ts';

/** The interface language's BCP 47 tag, for `Intl` (dates, numbers, country names). */
export function useLocale(): string {
  return use(LocaleContext);
}
