import type { Db } from '@skins/db';
import { DEFAULT_LANGUAGE_ID, type Language } from '@skins/shared';
import { resolveLanguageId } from './resolve-language.ts';

export async function listLanguages(db: Db): Promise<Language[]> {
  const languages = await db.language.findMany({ where: { isActive: true }, orderBy: { id: 'asc' } });
  return languages.map((l) => ({ id: l.id, code: l.code, title: l.title, default: l.isDefault ? 1 : 0 }));
}

/** Every interface string in the language, with English filling any key it has not translated. */
export async function getLocalizations(db: Db, langId: number | undefined): Promise<Record<string, string>> {
  const languageId = await resolveLanguageId(db, langId);
  const rows = await db.translation.findMany({
    where: { languageId: { in: [DEFAULT_LANGUAGE_ID, languageId] } },
    select: { languageId: true, key: true, value: true },
  });
  const texts: Record<string, string> = {};
  for (const row of rows) if (row.languageId === DEFAULT_LANGUAGE_ID) texts[row.key] = row.value;
  if (languageId !== DEFAULT_LANGUAGE_ID) for (const row of rows) if (row.languageId === languageId) texts[row.key] = row.value;
  return texts;
}
