import { translate } from '@skins/shared/i18n';
import type { TranslationKey } from '@skins/shared/i18n';

export type MessageKey = TranslationKey;
export type MessageParams = Record<string, string | number>;
export type Messages = Partial<Record<string, string>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A `t(key, params)` over the server's messages for the current language; missing texts fall back to English. */
export function createTranslator(messages: Messages): Translate {
  return (key, params) => translate(messages, key, params);
}
