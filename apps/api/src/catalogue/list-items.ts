import { Prisma } from '@skins/db';
import { columnsOf } from '@skins/db/sql';
import type { ItemsListQuery, PageMeta } from '@skins/shared';
import { validationError } from '../lib/errors.ts';
import type { PriceCurrency } from '../services/currencies/resolve-currency.ts';
import type { Catalogue } from './catalogue.ts';
import { cappedCountStatement, countFromCapped, countKey, countListings } from './count-listings.ts';
import { listingFilter, listingWhere } from './listing-filters.ts';
import { choosePagePlan, pageOrder, walksIndex } from './page-plan.ts';
import { countedPageStatement, pageStatement, productArray, type PageRead } from './page-statements.ts';
import { CATEGORY_JOIN, productJson, type ProductView } from './product-json.ts';
import { queryConfig, sqlRows } from './sql.ts';

const id = columnsOf('listings')('id');

export interface ItemsPage {
  /** The page's products as a JSON array, written by PostgreSQL (product-json.ts says why). */
  itemsJson: string;
  meta: PageMeta;
}

/**
 * One page of available listings, filtered and sorted as the query says (spec §2 Product list).
 *
 * How deep OFFSET paging may go is LIST_MAX_OFFSET: past it the answer is a clear field error,
 * `meta.pages` stops there so the pagination never offers a page that cannot load, the last page is cut
 * short at it, and `meta.reachable_total` says how many matches the pages reach (narrower filters reach
 * everything).
 * A page costs its offset in index entries, so the cap bounds the cost of the deepest page.
 */
export async function listItems(catalogue: Catalogue, query: ItemsListQuery): Promise<ItemsPage> {
  const filter = await listingFilter(catalogue, query);
  const view = { currency: filter.currency, imageHost: catalogue.imageHost };
  const where = listingWhere(filter);
  if (query.random) return randomItems(catalogue, where, query.limit, view);

  const offset = (query.page - 1) * query.limit;
  // The pages reach the first maxOffset matches whatever the page size, so the same filters say the same
  // reach on a phone (20 a page) and beside the desktop's panel (16).
  const maxPage = Math.max(1, Math.ceil(catalogue.maxOffset / query.limit));
  if (query.page > maxPage) {
    throw validationError({
      page: [`The page may not be greater than ${maxPage} with ${query.limit} items per page. Narrow the filters to see more.`],
    });
  }

  // The last page stops at the reach: with 16 a page and a reach of 1,000 its 63rd page holds matches 993 to
  // 1,000, never 1,008, so what the list says it shows and what its pages show agree.
  const reach = { ...filter, query: { ...filter.query, limit: Math.min(query.limit, catalogue.maxOffset - offset) } };
  const { count, itemsJson } = await countAndPage(catalogue, { filter: reach, where, plan: choosePagePlan(filter), view, offset });
  const pages = Math.ceil(count.total / query.limit);
  return {
    itemsJson,
    meta: {
      total: count.total,
      pages: Math.min(pages, maxPage),
      page: query.page,
      limit: query.limit,
      total_is_estimate: count.estimated,
      ...(count.total > catalogue.maxOffset ? { reachable_total: catalogue.maxOffset } : {}),
    },
  };
}

/**
 * The (capped) count and the page. On a count-cache miss they go as one statement unless the plan needs
 * the count first; a cached count leaves the page alone to read.
 */
async function countAndPage(catalogue: Catalogue, read: Omit<PageRead, 'seek'>) {
  const { sql, counts, pageKeys } = catalogue;
  const { plan, filter, where, offset } = read;
  const key = countKey(where);
  const cached = counts.get(key);
  // A page read in index order seeks past most of its offset.
  const seekFor = (fewMatches: boolean) => (walksIndex(plan, fewMatches) ? pageKeys.seekFor(where, filter.query.sort, pageOrder(plan, filter, false), offset) : null);
  if (!cached && !plan.countFirst) {
    const statement = countedPageStatement({ ...read, seek: await seekFor(false) });
    const [counted] = await sqlRows<{ matchCount: number; items: string }>(sql, statement, { prepared: plan.prepared });
    const count = await countFromCapped(sql, where, counted!.matchCount);
    counts.set(key, count);
    return { count, itemsJson: counted!.items };
  }
  const count = cached ?? (await countListings(catalogue, where, key));
  const fewMatches = !count.estimated;
  const statement = pageStatement({ ...read, seek: await seekFor(fewMatches) }, fewMatches);
  const [page] = await sqlRows<{ items: string }>(sql, statement, { prepared: plan.prepared });
  return { count, itemsJson: page!.items };
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
      FROM (SELECT ${productJson(view)} AS product FROM (${listings}) l ${CATEGORY_JOIN}) page`,
    );
  let [page] = await sample(Prisma.sql`
    SELECT * FROM listings
    WHERE ${id} IN (SELECT (1 + floor(random() * (SELECT max(${id}) FROM listings)))::int FROM generate_series(1, ${limit * 4}))
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
  const read = { filter, where: listingWhere(filter), plan: choosePagePlan(filter), view: { currency, imageHost }, offset: 0 };
  return {
    countFirst: read.plan.countFirst,
    count: queryConfig(cappedCountStatement(read.where)),
    page: queryConfig(pageStatement(read, false), read.plan.prepared),
    counted: queryConfig(countedPageStatement(read), read.plan.prepared),
  };
}
