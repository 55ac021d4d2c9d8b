import { DEFAULT_LANGUAGE_ID } from '@skins/shared';
import type { Language } from '@skins/shared';

/**
 * Spec §4 Language: the stored id if the list still has it, else the default language (id 1), else the
 * first. With no list at all the default id stands.
 */
export function resolveLanguageId(list: readonly Language[], storedId: string | null): number {
  const stored = storedId !== null && /^\d+$/.test(storedId) ? Number(storedId) : undefined;
  const chosen =
    list.find((language) => language.id === stored) ??
    list.find((language) => language.id === DEFAULT_LANGUAGE_ID) ??
    list.find((language) => language.default === 1) ??
    list[0];
  return chosen?.id ?? DEFAULT_LANGUAGE_ID;
}
