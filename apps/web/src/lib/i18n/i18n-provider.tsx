import { setIssueTranslator } from '@skins/shared/i18n';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { createTranslator } from './create-translator.ts';
import type { Messages } from './create-translator.ts';
import { I18nContext, LocaleContext } from './i18n-context.ts';

const NO_MESSAGES: Messages = {};

export interface I18nProviderProps {
  /** Key-to-text map of the chosen language (from the server's localizations); empty means English. */
  messages?: Messages;
  /** The language's code (spec §3 Language), for dates and numbers; English until the list has loaded. */
  locale?: string;
  children: ReactNode;
}

export function I18nProvider({ messages = NO_MESSAGES, locale = 'en', children }: I18nProviderProps) {
  const t = useMemo(() => {
    const translator = createTranslator(messages);
    // The forms' schema messages follow the language too (idempotent, so a repeated render is harmless).
    setIssueTranslator(translator);
    return translator;
  }, [messages]);
  return (
    <I18nContext value={t}>
      <LocaleContext value={locale}>{children}</LocaleContext>
    </I18nContext>
  );
}
