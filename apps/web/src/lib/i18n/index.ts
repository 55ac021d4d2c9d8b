export { I18nProvider } from './i18n-provider.tsx';
export type { I18nProviderProps } from './i18n-provider.tsx';
export { useT } from './use-t.ts';
export { createTranslator } from './create-translator.ts';
export type { MessageKey, MessageParams, Messages, Translate } from './create-translator.ts';
