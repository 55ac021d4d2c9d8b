import type { Category } from '@skins/shared';

function matches(part: string, among: readonly Category[]): Category | undefined {
  const wanted = part.trim().toLowerCase();
  return among.find((category) => category.url.toLowerCase() === wanted) ?? among.find((category) => category.name.toLowerCase() === wanted);
}

/** Every category of the tree with the path of its ancestors, depth first. */
function* walk(tree: readonly Category[], parents: Category[] = []): Generator<Category[]> {
  for (const category of tree) {
    const path = [...parents, category];
    yield path;
    yield* walk(category.subcategories, path);
  }
}

function findPath(tree: readonly Category[], part: string): Category[] | undefined {
  const all = [...walk(tree)];
  const wanted = part.trim().toLowerCase();
  return (
    all.find((path) => path.at(-1)?.url.toLowerCase() === wanted) ?? all.find((path) => path.at(-1)?.name.toLowerCase() === wanted)
  );
}

const isAll = (part: string | undefined): part is undefined => !part || part.trim().toLowerCase() === 'all';

/** Whether a `/products/{category}/{subcategory}` path names a category at all ('all' or nothing names none). */
export function namesCategory(category?: string, subcategory?: string): boolean {
  return !isAll(category) || !isAll(subcategory);
}

/**
 * The categories a `/products/{category}/{subcategory}` path selects, root first (spec §2): each part by
 * url slug first, then by name, case-insensitively; 'all' means no filter. The sub-category is looked for
 * under the category when both are given. [] when there is no filter or nothing matches.
 */
export function matchCategoryPath(tree: readonly Category[], category?: string, subcategory?: string): Category[] {
  const base = isAll(category) ? undefined : findPath(tree, category);
  if (isAll(subcategory)) return base ?? [];
  if (!base) return isAll(category) ? (findPath(tree, subcategory) ?? []) : [];
  const child = matches(subcategory, base.at(-1)?.subcategories ?? []);
  return child ? [...base, child] : [];
}

/** The list route of a category path: /products/{parent}/{category}, or /products/{root}/all. */
export function categoryHref(path: readonly Category[]): string {
  const last = path.at(-1);
  const parent = path.at(-2);
  if (!last) return '/products/all/all';
  return parent ? `/products/${encodeURIComponent(parent.url)}/${encodeURIComponent(last.url)}` : `/products/${encodeURIComponent(last.url)}/all`;
}
