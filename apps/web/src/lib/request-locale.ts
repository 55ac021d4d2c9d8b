import { useMemo } from 'react';
import { usePreferences } from './preferences.ts';

/**
 * The currency and language a request is answered in. Query hooks put it in their key (CONVENTIONS §7)
 * and in the request, so a change of either refetches every price and text on screen.
 */
export interface RequestLocale {
  currency: string;
  lang_id: number;
}

export function useRequestLocale(): RequestLocale {
  const { currencyCode, languageId } = usePreferences();
  return useMemo(() => ({ currency: currencyCode, lang_id: languageId }), [currencyCode, languageId]);
}
