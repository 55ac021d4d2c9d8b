import { setIssueTranslator } from '@skins/shared/i18n';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { createTranslator } from './create-translator.ts';
import type { Messages, Translate } from './create-translator.ts';
import { I18nContext, LocaleContext, TextsPendingContext } from './i18n-context.ts';

const NO_MESSAGES: Messages = {};

export interface I18nProviderProps {
  /** Key-to-text map of the chosen language (from the server's localizations); empty means English. */
  messages?: Messages;
  /** The language's code (spec §3 Language), for dates and numbers; English until the list has loaded. */
  locale?: string;
  /** The language's texts are on their way: every text is blank meanwhile, so none shows in English first. */
  pending?: boolean;
  children: ReactNode;
}

const BLANK: Translate = () => '';

export function I18nProvider({ messages = NO_MESSAGES, locale = 'en', pending = false, children }: I18nProviderProps) {
  const t = useMemo(() => {
    if (pending) return BLANK;
    const translator = createTranslator(messages);
    // The forms' schema messages follow the language too (idempotent, so a repeated render is harmless).
    setIssueTranslator(translator);
    return translator;
  }, [messages, pending]);
  return (
    <I18nContext value={t}>
      <TextsPendingContext value={pending}>
        <LocaleContext value={locale}>{children}</LocaleContext>
      </TextsPendingContext>
    </I18nContext>
  );
}
