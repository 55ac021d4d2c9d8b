import { createContext } from 'react';
import { createTranslator } from './create-translator.ts';
import type { Translate } from './create-translator.ts';

/** English until an I18nProvider supplies the server's messages. */
export const I18nContext = createContext<Translate>(createTranslator({}));
