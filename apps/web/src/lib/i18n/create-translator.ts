import { en, translate } from '@skins/shared/i18n';
import type { TranslationKey } from '@skins/shared/i18n';
import { pendingKeys } from './pending-keys.ts';
import type { PendingKey } from './pending-keys.ts';

export type MessageKey = TranslationKey | PendingKey;
export type MessageParams = Record<string, string | number>;
export type Messages = Partial<Record<string, string>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

function isTranslationKey(key: MessageKey): key is TranslationKey {
  return Object.hasOwn(en, key);
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A `t(key, params)` over the server's messages for the current language. Missing texts fall back
 * to English (`en`, or the pending keys that en.ts does not have yet).
 */
export function createTranslator(messages: Messages): Translate {
  return (key, params) => {
    if (isTranslationKey(key)) return translate(messages, key, params);
    const found = messages[key];
    const text = found !== undefined && found !== '' ? found : pendingKeys[key];
    if (params === undefined) return text;
    return text.replace(PLACEHOLDER, (whole: string, name: string) => {
      const value = params[name];
      return value === undefined ? whole : String(value);
    });
  };
}
