import { use } from 'react';
import type { Translate } from './create-translator.ts';
import { I18nContext } from './i18n-context.ts';

/** The translate function of the current language: `t('products.heading')`, `t('footer.copyright', { year })`. */
export function useT(): Translate {
  return use(I18nContext);
}
