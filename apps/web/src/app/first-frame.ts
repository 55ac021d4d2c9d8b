import { FIRST_FRAME_ELEMENT_ID, firstFrameSchema, type FirstFrame } from '@skins/shared';
import type { QueryClient } from '@tanstack/react-query';
import { currenciesQueryOptions } from '../features/currencies/api/get-currencies.ts';
import { languagesQueryOptions } from '../features/languages/api/get-languages.ts';
import { localizationsQueryOptions } from '../features/languages/api/get-localizations.ts';
import { settingsQueryOptions } from '../features/settings/api/get-settings.ts';
import { staticPagesQueryOptions } from '../features/static-pages/api/get-static-pages.ts';
import { getPreferences } from '../lib/preferences.ts';

/** The first frame the server wrote into the page, or null (the dev server's page has none). */
function readFirstFrame(doc: Document): FirstFrame | null {
  const text = doc.getElementById(FIRST_FRAME_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return firstFrameSchema.parse(JSON.parse(text));
  } catch (error) {
    console.error('Ignoring the page’s first frame', error);
    return null;
  }
}

/**
 * Puts the startup's answers that came inline with the page into the query cache, under the keys the startup
 * asks with, so its first render has the texts, lists and settings without a round trip. Only when they are
 * in the visitor's own language (and, for the settings, currency): the server knew them from cookies, which
 * can lag behind local storage; otherwise the startup asks as it always did. Returns whether it used them.
 */
export function seedFirstFrame(client: QueryClient, doc: Document = document): boolean {
  const frame = readFirstFrame(doc);
  const { languageId, currencyCode } = getPreferences();
  if (!frame || frame.lang_id !== languageId) return false;
  const locale = { currency: currencyCode, lang_id: languageId };
  client.setQueryData(languagesQueryOptions(locale).queryKey, frame.languages);
  client.setQueryData(currenciesQueryOptions(locale).queryKey, frame.currencies);
  client.setQueryData(staticPagesQueryOptions(locale).queryKey, frame.static_pages);
  client.setQueryData(localizationsQueryOptions(locale).queryKey, frame.localizations);
  if (frame.currency === currencyCode) client.setQueryData(settingsQueryOptions(locale).queryKey, frame.settings);
  return true;
}
