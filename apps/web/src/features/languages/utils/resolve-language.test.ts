import type { Language } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { resolveLanguageId } from './resolve-language.ts';

const language = (id: number, code: string, isDefault = false): Language => ({ id, code, title: code, default: isDefault ? 1 : 0 });

describe('resolveLanguageId', () => {
  const list = [language(1, 'en', true), language(2, 'ru'), language(3, 'de')];

  it('keeps the stored language while it is listed', () => {
    expect(resolveLanguageId(list, '2')).toBe(2);
    expect(resolveLanguageId(list, '3')).toBe(3);
  });

  it('falls back to the default language (id 1), then to the first', () => {
    expect(resolveLanguageId(list, '9')).toBe(1);
    expect(resolveLanguageId(list, null)).toBe(1);
    expect(resolveLanguageId(list, 'ru')).toBe(1);
    expect(resolveLanguageId([language(4, 'pl', true), language(2, 'ru')], '7')).toBe(4);
    expect(resolveLanguageId([language(5, 'fr'), language(2, 'ru')], null)).toBe(5);
    expect(resolveLanguageId([], '2')).toBe(1);
  });
});
