import type { Db } from '@skins/db';

type CategoryRow = { id: number; parentId: number | null; slug: string; name: string };

/**
 * Every catalogue page under a category path resolves it, and the tree changes only when the seed runs:
 * it is kept in memory for a minute per database client, like the currency table.
 */
export const CATEGORY_CACHE_MS = 60_000;
const cache = new WeakMap<object, { rows: Promise<CategoryRow[]>; at: number }>();

function categoryRows(db: Db): Promise<CategoryRow[]> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < CATEGORY_CACHE_MS) return cached.rows;
  const rows = db.category.findMany({ select: { id: true, parentId: true, slug: true, name: true } });
  cache.set(db, { rows, at: Date.now() });
  // A failed read is not kept: the next request tries again.
  rows.catch(() => {
    if (cache.get(db)?.rows === rows) cache.delete(db);
  });
  return rows;
}

/**
 * The category ids a `/products/{category}/{subcategory}` pair selects: the matched category and its
 * sub-categories. Each part matches by url slug first, then by name, case-insensitively; 'all' (or
 * nothing) means no filter (spec §2). Returns null for "no filter", [] when nothing matches.
 */
export async function resolveCategoryIds(db: Db, category?: string, subcategory?: string): Promise<number[] | null> {
  const wanted = [category, subcategory].map((part) => part?.trim().toLowerCase()).filter((part) => part && part !== 'all');
  if (wanted.length === 0) return null;
  const categories = await categoryRows(db);
  const match = (part: string, among: typeof categories) =>
    among.find((c) => c.slug.toLowerCase() === part) ?? among.find((c) => c.name.toLowerCase() === part);

  // The last given part decides; a sub-category must belong to the given category when both are given.
  const subcategoryPart = subcategory?.trim().toLowerCase();
  const categoryPart = category?.trim().toLowerCase();
  let chosen = categoryPart && categoryPart !== 'all' ? match(categoryPart, categories) : undefined;
  if (subcategoryPart && subcategoryPart !== 'all') {
    const children = chosen ? categories.filter((c) => c.parentId === chosen!.id) : categories;
    chosen = match(subcategoryPart, children);
  }
  if (!chosen) return [];
  const ids = [chosen.id];
  for (let i = 0; i < ids.length; i++) {
    for (const child of categories) if (child.parentId === ids[i]) ids.push(child.id);
  }
  return ids;
}
