import { Prisma } from '@skins/db';
import type { ItemsListQuery, PageMeta } from '@skins/shared';
import { validationError } from '../lib/errors.ts';
import type { PriceCurrency } from '../services/currencies/resolve-currency.ts';
import type { Catalogue } from './catalogue.ts';
import { cappedCountStatement, countFromCapped, countKey, countListings } from './count-listings.ts';
import { listingFilter, listingWhere, type ListingFilter } from './listing-filters.ts';
import { choosePagePlan, pageIds, pageOrder, walksIndex, type PagePlan } from './page-plan.ts';
import type { PageSeek } from './page-seek.ts';
import { productJson, type ProductView } from './product-json.ts';
import { relevancePageRows, RELEVANCE_ORDER } from './search-page.ts';
import { queryConfig, sqlRows } from './sql.ts';

export interface ItemsPage {
  /** The page's products as a JSON array, written by PostgreSQL (product-json.ts says why). */
  itemsJson: string;
  meta: PageMeta;
}

/**
 * One page of available listings, filtered and sorted as the query says (spec §2 Product list).
 *
 * How deep OFFSET paging may go is LIST_MAX_OFFSET: past it the answer is a clear field error,
 * `meta.pages` stops there so the pagination never offers a page that cannot load, and
 * `meta.reachable_total` says how many matches the pages reach (narrower filters reach everything).
 * A page costs its offset in index entries, so the cap bounds the cost of the deepest page.
 */
export async function listItems(catalogue: Catalogue, query: ItemsListQuery): Promise<ItemsPage> {
  const filter = await listingFilter(catalogue, query);
  const view = { currency: filter.currency, imageHost: catalogue.imageHost };
  const where = listingWhere(filter);
  if (query.random) return randomItems(catalogue, where, query.limit, view);

  const offset = (query.page - 1) * query.limit;
  const maxPage = Math.floor(catalogue.maxOffset / query.limit) + 1;
  if (offset > catalogue.maxOffset) {
    throw validationError({
      page: [`The page may not be greater than ${maxPage} with ${query.limit} items per page. Narrow the filters to see more.`],
    });
  }

  const { count, itemsJson } = await countAndPage(catalogue, choosePagePlan(filter), filter, where, view, offset);
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
 * round trip) unless the count decides how the page is read; then the count comes first.
 */
async function countAndPage(catalogue: Catalogue, plan: PagePlan, filter: ListingFilter, where: Prisma.Sql, view: ProductView, offset: number) {
  const { sql, counts, pageKeys } = catalogue;
  const key = countKey(where);
  const cached = counts.get(key);
  const seekFor = (fewMatches: boolean) => (walksIndex(plan, fewMatches) ? pageKeys.seekFor(where, filter.query.sort, pageOrder(plan, filter, false), offset) : null);
  if (!cached && !plan.countFirst) {
    const [counted] = await sqlRows<{ matchCount: number; items: string }>(sql, countedPageStatement(plan, filter, where, view, offset, await seekFor(false)), {
      prepared: plan.prepared,
    });
    const count = await countFromCapped(sql, where, counted!.matchCount);
    counts.set(key, count);
    return { count, itemsJson: counted!.items };
  }
  const count = cached ?? (await countListings(catalogue, where, key));
  const fewMatches = !count.estimated;
  const [page] = await sqlRows<{ items: string }>(sql, pageStatement(plan, filter, where, view, offset, fewMatches, await seekFor(fewMatches)), { prepared: plan.prepared });
  return { count, itemsJson: page!.items };
}

/** The page and the capped count as one statement, one row: "matchCount" and "items". */
function countedPageStatement(plan: PagePlan, filter: ListingFilter, where: Prisma.Sql, view: ProductView, offset: number, seek?: PageSeek | null): Prisma.Sql {
  const { rows, order } = pageRows(plan, filter, where, view, offset, false, seek);
  return Prisma.sql`
    WITH counted AS (${cappedCountStatement(where)}), page AS (${rows})
    SELECT counted.n AS "matchCount", (SELECT ${productArray(order)} FROM page) AS items FROM counted`;
}

/** The statement that reads one page, one row: "items", the products as a JSON array. */
function pageStatement(plan: PagePlan, filter: ListingFilter, where: Prisma.Sql, view: ProductView, offset: number, fewMatches: boolean, seek?: PageSeek | null): Prisma.Sql {
  const { rows, order } = pageRows(plan, filter, where, view, offset, fewMatches, seek);
  return Prisma.sql`SELECT ${productArray(order)} AS items FROM (${rows}) page`;
}

/**
 * The products of the rows in `page` as one JSON array, or '[]' (text, passed through as it is); in `order`
 * when given, else as they come (a random sample).
 */
function productArray(order?: Prisma.Sql): Prisma.Sql {
  const ordered = order ? Prisma.sql` ORDER BY ${order}` : Prisma.empty;
  return Prisma.sql`coalesce('[' || string_agg(page.product::text, ','${ordered}) || ']', '[]')`;
}

/** The page's rows, unordered: each listing's sort keys and its product, and the order they go in. */
function pageRows(plan: PagePlan, filter: ListingFilter, where: Prisma.Sql, view: ProductView, offset: number, fewMatches: boolean, seek?: PageSeek | null) {
  if (plan.kind === 'relevance') return { rows: relevancePageRows(filter, offset, productJson(view)), order: RELEVANCE_ORDER };
  const order = pageOrder(plan, filter, fewMatches);
  // Deferred join: the page is chosen over the narrow partial indexes, only its rows are read whole.
  const rows = Prisma.sql`
    SELECT l.id, l.price, ${productJson(view)} AS product
    FROM (${pageIds(plan, filter, where, order, offset, seek)}) picked
    JOIN listings l USING (id) JOIN categories c ON c.id = l.category_id`;
  return { rows, order };
}

/**
 * A random sample (the home page's "random products"): random ids looked up by primary key rather than a
 * sort of every row by random(). A narrow filter may leave too few hits; then its matches are shuffled.
 */
async function randomItems({ sql }: Catalogue, where: Prisma.Sql, limit: number, view: ProductView): Promise<ItemsPage> {
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

/**
 * What listItems sends for the first page of `query` (no category, no search) when its count is not
 * cached, so the bench can send exactly that directly: the counted page, or the count and then the page
 * when the count comes first; `page` alone is what it sends once the count is cached.
 */
export function firstPageStatements(query: ItemsListQuery, currency: PriceCurrency, imageHost?: string) {
  const filter = { query, currency, categoryIds: null };
  const where = listingWhere(filter);
  const view = { currency, imageHost };
  const plan = choosePagePlan(filter);
  return {
    countFirst: plan.countFirst,
    count: queryConfig(cappedCountStatement(where)),
    page: queryConfig(pageStatement(plan, filter, where, view, 0, false), plan.prepared),
    counted: queryConfig(countedPageStatement(plan, filter, where, view, 0), plan.prepared),
  };
}
