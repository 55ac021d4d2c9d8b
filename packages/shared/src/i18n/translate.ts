import { en } from './en.ts';
import type { TranslationKey } from './en.ts';

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Looks `key` up in `dict`, falling back to the English text when the
 * dictionary lacks it (or holds an empty string), then fills `{name}`
 * placeholders from `params`. Placeholders without a value are left as they are.
 */
export function translate(
  dict: Partial<Record<string, string>>,
  key: TranslationKey,
  params?: Record<string, string | number>,
): string {
  const found = dict[key];
  const text = found !== undefined && found !== '' ? found : en[key];
  if (params === undefined) return text;
  return text.replace(PLACEHOLDER, (whole: string, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The `{name}` placeholders a text uses, in order of first appearance. */
export function placeholdersOf(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1];
    if (name !== undefined && !names.includes(name)) names.push(name);
  }
  return names;
}
