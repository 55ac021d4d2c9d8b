import { Prisma, type Db } from '@skins/db';
import type { ItemsListQuery, PageMeta } from '@skins/shared';
import { validationError } from '../lib/errors.ts';
import { sqlRows, type Sql } from './sql.ts';
import { resolveCategoryIds } from '../services/categories/resolve-category.ts';
import { resolveCurrency } from '../services/currencies/resolve-currency.ts';
import { cachedListingCount, cappedCountStatement, countFromCapped, countListingsCached, listingCountKey, rememberListingCount } from './count-listings.ts';
import { combinationPageIds, valueCombinations, type Combination } from './combination-plan.ts';
import { seekCondition, type PageKeys, type PageSeek } from './page-seek.ts';
import { LIST_FILTER_COLUMNS, listingOrder, listingWhere, type ListFilterColumn, type ListFilterKey, type ListingFilter } from './listing-filters.ts';
import { isRelevancePage, RELEVANCE_ORDER, relevancePageRows } from './search-page.ts';
import { searchItems } from './search-terms.ts';
import { productJson, type ProductView } from './product-json.ts';

export interface ItemsPage {
  /** The page's products as a JSON array, written by PostgreSQL (product-json.ts says why). */
  itemsJson: string;
  meta: PageMeta;
}

/**
 * How deep OFFSET paging may go by default (LIST_MAX_OFFSET). Past it the answer is a clear field error,
 * `meta.pages` stops there so the pagination never offers a page that cannot load, and
 * `meta.reachable_total` says how many matches the pages reach (narrower filters reach everything).
 * A page costs its offset in index entries, so the cap bounds the cost of the deepest page.
 */
export const MAX_LIST_OFFSET = 16_000;

export interface ListOptions {
  maxOffset?: number;
  /** Sort keys for deep pages (page-seek.ts); without them deep pages use a plain OFFSET. */
  pageKeys?: PageKeys;
  /** IMAGE_HOST: a CDN host makes img_url the item's real icon (services/images/product-image.ts). */
  imageHost?: string;
}

/** One page of available listings, filtered and sorted as the query says (spec §2 Product list). */
export async function listItems(db: Db, sql: Sql, query: ItemsListQuery, { maxOffset = MAX_LIST_OFFSET, pageKeys, imageHost }: ListOptions = {}): Promise<ItemsPage> {
  // Most pages name neither a category nor a search: then the currency is the one lookup (a cached table).
  const [currency, categoryIds, search] =
    query.category || query.subcategory || query.search
      ? await Promise.all([
          resolveCurrency(db, query.currency),
          resolveCategoryIds(db, query.category, query.subcategory),
          query.search ? searchItems(sql, query.search) : null,
        ])
      : [await resolveCurrency(db, query.currency), null, null];
  const filter = { query, rate: currency.rate, categoryIds, search };
  const view = { currency, imageHost };
  const where = listingWhere(filter);
  if (query.random) return randomItems(sql, where, query.limit, view);

  const offset = (query.page - 1) * query.limit;
  const maxPage = Math.floor(maxOffset / query.limit) + 1;
  if (offset > maxOffset) {
    throw validationError({
      page: [`The page may not be greater than ${maxPage} with ${query.limit} items per page. Narrow the filters to see more.`],
    });
  }

  const { count, itemsJson } = await countAndPage(sql, filter, where, view, offset, pageKeys);
  const pages = Math.ceil(count.total / query.limit);

  return {
    itemsJson,
    meta: {
      total: count.total,
      pages: Math.min(pages, maxPage),
      page: query.page,
      limit: query.limit,
      total_is_estimate: count.estimated,
      ...(pages > maxPage ? { reachable_total: maxPage * query.limit } : {}),
    },
  };
}

/**
 * The (capped) count and the page. On a count-cache miss they go as one statement (one connection, one
 * round trip) unless the count decides the page's plan (a price sort with no list filter); then the count
 * comes first.
 */
async function countAndPage(sql: Sql, filter: ListingFilter, where: Prisma.Sql, view: ProductView, offset: number, pageKeys?: PageKeys) {
  const countKey = listingCountKey(where);
  const cached = cachedListingCount(countKey);
  const prepared = isPreparedPlan(filter);
  if (cached || pagePlanNeedsCount(filter.query)) {
    const count = cached ?? (await countListingsCached(sql, where, countKey));
    const fewMatches = !count.estimated;
    const seek = await seekFor(sql, filter, where, offset, fewMatches, pageKeys);
    const [page] = await sqlRows<{ items: string }>(sql, pageStatement(filter, where, view, offset, fewMatches, seek), { prepared });
    return { count, itemsJson: page!.items };
  }
  const seek = await seekFor(sql, filter, where, offset, false, pageKeys);
  const [counted] = await sqlRows<{ matchCount: number; items: string }>(sql, countedPageStatement(filter, where, view, offset, seek), { prepared });
  const count = await countFromCapped(sql, where, counted!.matchCount);
  rememberListingCount(countKey, count);
  return { count, itemsJson: counted!.items };
}

/**
 * The page and the capped count as one statement, one row: "matchCount" and "items" (exported so the
 * benchmark sends what the endpoint sends). Only for plans that do not depend on the count.
 */
export function countedPageStatement(filter: ListingFilter, where: Prisma.Sql, view: ProductView, offset: number, seek?: PageSeek | null): Prisma.Sql {
  const { rows, order } = pageRows(filter, where, view, offset, false, seek);
  return Prisma.sql`
    WITH counted AS (${cappedCountStatement(where)}), page AS (${rows})
    SELECT counted.n AS "matchCount", (SELECT ${productArray(order)} FROM page) AS items FROM counted`;
}

/**
 * The products of the rows in `page` as one JSON array, or '[]' (text, passed through as it is); in `order`
 * when given, else as they come (a random sample).
 */
function productArray(order?: Prisma.Sql): Prisma.Sql {
  const ordered = order ? Prisma.sql` ORDER BY ${order}` : Prisma.empty;
  return Prisma.sql`coalesce('[' || string_agg(page.product::text, ','${ordered}) || ']', '[]')`;
}

/** A page read in index order seeks past most of its offset when sort keys are at hand. */
async function seekFor(sql: Sql, filter: ListingFilter, where: Prisma.Sql, offset: number, fewMatches: boolean, pageKeys?: PageKeys) {
  if (!pageKeys || isRelevancePage(filter) || choosePagePlan(filter.query, fewMatches, filter).kind !== 'index-order') return null;
  return pageKeys.seekFor(sql, where, filter.query.sort, listingOrder(filter.query.sort), offset);
}

/**
 * Whether the list's statements are sent prepared (sql.ts): only for the combination plan, whose
 * plans are right for any values (exported so the benchmark sends what the endpoint sends).
 */
export function isPreparedPlan(filter: ListingFilter): boolean {
  return choosePagePlan(filter.query, false, filter).kind === 'combinations';
}

/** Whether the page's plan depends on the count (exported so the benchmark sends what the endpoint sends). */
export function pagePlanNeedsCount(query: ItemsListQuery): boolean {
  return choosePagePlan(query, true).kind !== choosePagePlan(query, false).kind;
}

/**
 * The statement that reads one page, one row: "items", the products as a JSON array (exported so the
 * benchmark runs exactly this SQL directly).
 */
export function pageStatement(filter: ListingFilter, where: Prisma.Sql, view: ProductView, offset: number, fewMatches: boolean, seek?: PageSeek | null): Prisma.Sql {
  const { rows, order } = pageRows(filter, where, view, offset, fewMatches, seek);
  return Prisma.sql`SELECT ${productArray(order)} AS items FROM (${rows}) page`;
}

/** The page's rows, unordered: each listing's sort keys and its product, and the order they go in. */
function pageRows(filter: ListingFilter, where: Prisma.Sql, view: ProductView, offset: number, fewMatches: boolean, seek?: PageSeek | null) {
  if (isRelevancePage(filter)) return { rows: relevancePageRows(filter, offset, productJson(view)), order: RELEVANCE_ORDER };
  const { limit, sort } = filter.query;
  const plan = choosePagePlan(filter.query, fewMatches, filter);
  const order = listingOrder(sort, { fewMatches: plan.kind === 'sort-matches' });
  const ids =
    plan.kind === 'combinations'
      ? combinationPageIds(filter, plan.combinations, order, limit, offset)
      : plan.kind === 'merge'
      ? mergedPageIds(filter, plan.column, plan.key, order, limit, offset)
      : seek && plan.kind === 'index-order'
        ? Prisma.sql`SELECT id FROM listings WHERE ${where} AND ${seekCondition(sort, seek.key)} ORDER BY ${order} LIMIT ${limit} OFFSET ${seek.skip}`
        : Prisma.sql`SELECT id FROM listings WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  // Deferred join: the page is chosen over the narrow partial indexes, only its rows are read whole.
  const rows = Prisma.sql`
    SELECT l.id, l.price, ${productJson(view)} AS product
    FROM (${ids}) picked
    JOIN listings l USING (id) JOIN categories c ON c.id = l.category_id`;
  return { rows, order };
}

type PagePlan =
  | { kind: 'index-order' }
  | { kind: 'combinations'; combinations: Combination[] }
  | { kind: 'merge'; column: ListFilterColumn; key: ListFilterKey }
  | { kind: 'sort-matches' };

/**
 * How a price-sorted page is read at a million listings. Every list column has a partial index
 * (column, price, id, ...the other filter columns), so:
 * - one value in some list column: that value's index is already in price order, and the other filters
 *   are checked inside the same index (index-only), so the page costs a few dozen index entries;
 * - several values: one index-ordered branch per value, merged (Merge Append), because Postgres 15
 *   cannot read `= ANY(...)` in index order;
 * - no list filter, few matches (search, flags, a price range): sort the matches; with many matches the
 *   price index itself is in order;
 * - hero, rarity and copy quality and nothing else (given `filter`): one branch per combination of
 *   values over their own index (combination-plan.ts), whatever the matches' spread.
 */
export function choosePagePlan(query: ItemsListQuery, fewMatches: boolean, filter?: ListingFilter): PagePlan {
  // A request asks up to five times (prepared? count first? seek? the page, the counted page): the answer
  // is kept with the request's own query or filter object, which nothing changes once parsed.
  const owner = filter ?? query;
  let known = plans.get(owner);
  if (!known) plans.set(owner, (known = [undefined, undefined]));
  return (known[fewMatches ? 1 : 0] ??= newPagePlan(query, fewMatches, filter));
}

/** Plans by the query or filter they were chosen for: [enough matches, few matches]. */
const plans = new WeakMap<object, [PagePlan | undefined, PagePlan | undefined]>();

function newPagePlan(query: ItemsListQuery, fewMatches: boolean, filter?: ListingFilter): PagePlan {
  if (!query.sort) return { kind: 'index-order' };
  const combinations = filter && valueCombinations(filter);
  if (combinations) return { kind: 'combinations', combinations };
  const counts = LIST_FILTER_COLUMNS.map(([column, key]) => ({ column, key, n: query[key]?.length ?? 0 }));
  if (counts.some((c) => c.n === 1)) return { kind: 'index-order' };
  const split = counts.find((c) => c.n > 1);
  if (split) return { kind: 'merge', column: split.column, key: split.key };
  return fewMatches ? { kind: 'sort-matches' } : { kind: 'index-order' };
}

function mergedPageIds(
  filter: ListingFilter,
  column: ListFilterColumn,
  key: ListFilterKey,
  order: Prisma.Sql,
  limit: number,
  offset: number,
): Prisma.Sql {
  const rest = listingWhere(filter, column);
  const branches = (filter.query[key] ?? []).map(
    (value) =>
      Prisma.sql`(SELECT id, price FROM listings WHERE ${rest} AND ${Prisma.raw(column)} = ${value} ORDER BY ${order} LIMIT ${limit + offset})`,
  );
  return Prisma.sql`SELECT id FROM (${Prisma.join(branches, ' UNION ALL ')}) merged ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * A random sample (the home page's "random products"): random ids looked up by primary key rather than a
 * sort of every row by random(). A narrow filter may leave too few hits; then its matches are shuffled.
 */
async function randomItems(sql: Sql, where: Prisma.Sql, limit: number, view: ProductView): Promise<ItemsPage> {
  const sample = (listings: Prisma.Sql) =>
    sqlRows<{ n: number; items: string }>(
      sql,
      Prisma.sql`
      SELECT count(*)::int AS n, ${productArray()} AS items
      FROM (SELECT ${productJson(view)} AS product FROM (${listings}) l JOIN categories c ON c.id = l.category_id) page`,
    );
  let [page] = await sample(Prisma.sql`
    SELECT * FROM listings
    WHERE id IN (SELECT (1 + floor(random() * (SELECT max(id) FROM listings)))::int FROM generate_series(1, ${limit * 4}))
      AND ${where}
    LIMIT ${limit}`);
  if (page!.n < limit) [page] = await sample(Prisma.sql`SELECT * FROM listings WHERE ${where} ORDER BY random() LIMIT ${limit}`);
  return { itemsJson: page!.items, meta: { total: page!.n, pages: 1, page: 1, limit, total_is_estimate: false } };
}
