import type { Db } from '@skins/db';
import { DEFAULT_LANGUAGE_ID } from '@skins/shared';

/** The language texts are answered in: the requested one if it exists, else the default (English, id 1). */
export async function resolveLanguageId(db: Db, langId: number | undefined): Promise<number> {
  if (langId !== undefined) {
    const language = await db.language.findFirst({ where: { id: langId, isActive: true }, select: { id: true } });
    if (language) return language.id;
  }
  const fallback = await db.language.findFirst({ where: { isDefault: true }, select: { id: true } });
  return fallback?.id ?? DEFAULT_LANGUAGE_ID;
}

/** The code (en, ru, de) of the language texts are answered in, for content that keeps its texts by code. */
export async function resolveLanguageCode(db: Db, langId: number | undefined): Promise<string> {
  const id = await resolveLanguageId(db, langId);
  return (await db.language.findUnique({ where: { id }, select: { code: true } }))?.code ?? 'en';
}
