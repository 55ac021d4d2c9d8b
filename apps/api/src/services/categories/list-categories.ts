import type { Db } from '@skins/db';
import type { Category } from '@skins/shared';
import { resolveLanguageId } from '../i18n/resolve-language.ts';

/** The category tree with names in the requested language (English where there is no translation). */
export async function listCategories(db: Db, langId: number | undefined): Promise<Category[]> {
  const languageId = await resolveLanguageId(db, langId);
  const rows = await db.category.findMany({
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    include: { translations: { where: { languageId }, select: { name: true } } },
  });
  const nodes = new Map<number, Category>(
    rows.map((row) => [row.id, { id: row.id, name: row.translations[0]?.name ?? row.name, url: row.slug, subcategories: [] }]),
  );
  const roots: Category[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.subcategories : roots).push(node);
  }
  return roots;
}
