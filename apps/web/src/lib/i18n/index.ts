export { I18nProvider } from './i18n-provider.tsx';
export type { I18nProviderProps } from './i18n-provider.tsx';
export { useT } from './use-t.ts';
export { useLocale } from './use-locale.ts';
export { termLabel } from './term-label.ts';
export type { TermGroup } from './term-label.ts';
export { useTermLabel } from './use-term-label.ts';
export { createTranslator } from './create-translator.ts';
export type { MessageKey, MessageParams, Messages, Translate } from './create-translator.ts';
