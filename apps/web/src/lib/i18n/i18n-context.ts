import { setIssueTranslator } from '@skins/shared/i18n';
import { createContext } from 'react';
import { createTranslator } from './create-translator.ts';
import type { Translate } from './create-translator.ts';

const ENGLISH = createTranslator({});

/** The shared schemas check the web's forms with the §5 texts: English until an I18nProvider gives a language. */
setIssueTranslator(ENGLISH);

/** English until an I18nProvider supplies the server's messages. */
export const I18nContext = createContext<Translate>(ENGLISH);

/** The interface language as a BCP 47 tag ('en', 'ru', 'de'): what `Intl` formats dates and numbers in. */
export const LocaleContext = createContext('en');

/**
 * Whether the interface texts are still on their way (every text is blank meanwhile): a message shown once,
 * such as a toast on arrival, waits for them rather than saying nothing.
 */
export const TextsPendingContext = createContext(false);
