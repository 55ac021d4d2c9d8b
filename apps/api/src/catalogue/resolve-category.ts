import type { Db } from '@skins/db';
import { loaded } from './caches.ts';
import type { Catalogue } from './catalogue.ts';

export type CategoryRow = { id: number; parentId: number | null; slug: string; name: string };

/** The category tree, read for the catalogue's cache of it (caches.ts): it changes only when the seed runs. */
export function readCategories(db: Db): Promise<CategoryRow[]> {
  return db.category.findMany({ select: { id: true, parentId: true, slug: true, name: true } });
}

/**
 * The category ids a `/products/{category}/{subcategory}` pair selects: the matched category and its
 * sub-categories. Each part matches by url slug first, then by name, case-insensitively; 'all' (or
 * nothing) means no filter (spec §2). Returns null for "no filter", [] when nothing matches.
 */
export async function resolveCategoryIds(catalogue: Catalogue, category?: string, subcategory?: string): Promise<number[] | null> {
  const wanted = [category, subcategory].map((part) => part?.trim().toLowerCase()).filter((part) => part && part !== 'all');
  if (wanted.length === 0) return null;
  const categories = await loaded(catalogue.categories, 'all');
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
