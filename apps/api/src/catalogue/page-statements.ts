/**
 * The statements that read a page of the list, as its plan (page-plan.ts) says: the page alone, or the page
 * and its capped count as one statement (one connection, one round trip). Each answers one row whose
 * "items" is the page's products as one JSON array written by PostgreSQL (product-json.ts), passed on as
 * text.
 */
import { Prisma } from '@skins/db';
import { columnsOf } from '@skins/db/sql';
import { cappedCountStatement } from './count-listings.ts';
import type { ListingFilter } from './listing-filters.ts';
import { pageIds, pageOrder, type PagePlan } from './page-plan.ts';
import type { PageSeek } from './page-seek.ts';
import { CATEGORY_JOIN, productJson, type ProductView } from './product-json.ts';
import { relevancePageRows, RELEVANCE_ORDER } from './search-page.ts';

const l = columnsOf('listings', 'l');
const listing = columnsOf('listings');

/** A page to read: its filter and WHERE clause, how it is read, how its products are shown, where it starts. */
export interface PageRead {
  filter: ListingFilter;
  where: Prisma.Sql;
  plan: PagePlan;
  view: ProductView;
  offset: number;
  /** Where a deep page read in index order starts (page-seek.ts). */
  seek?: PageSeek | null;
}

/** The page and the capped count as one statement, one row: "matchCount" and "items". */
export function countedPageStatement(page: PageRead): Prisma.Sql {
  const { rows, order } = pageRows(page, false);
  return Prisma.sql`
    WITH counted AS (${cappedCountStatement(page.where)}), page AS (${rows})
    SELECT counted.n AS "matchCount", (SELECT ${productArray(order)} FROM page) AS items FROM counted`;
}

/** The page alone, one row: "items". `fewMatches`: the count says the filter matches few listings. */
export function pageStatement(page: PageRead, fewMatches: boolean): Prisma.Sql {
  const { rows, order } = pageRows(page, fewMatches);
  return Prisma.sql`SELECT ${productArray(order)} AS items FROM (${rows}) page`;
}

/**
 * The products of the rows in `page` as one JSON array, or '[]' (text, passed through as it is); in `order`
 * when given, else as they come (a random sample).
 */
export function productArray(order?: Prisma.Sql): Prisma.Sql {
  const ordered = order ? Prisma.sql` ORDER BY ${order}` : Prisma.empty;
  return Prisma.sql`coalesce('[' || string_agg(page.product::text, ','${ordered}) || ']', '[]')`;
}

/** The page's rows, unordered: each listing's sort keys and its product, and the order they go in. */
function pageRows({ filter, where, plan, view, offset, seek }: PageRead, fewMatches: boolean) {
  if (plan.kind === 'relevance') return { rows: relevancePageRows(filter, offset, productJson(view)), order: RELEVANCE_ORDER };
  const order = pageOrder(plan, filter, fewMatches);
  // Deferred join: the page is chosen over the narrow partial indexes, only its rows are read whole.
  const rows = Prisma.sql`
    SELECT ${l('id')}, ${l('price')}, ${productJson(view)} AS product
    FROM (${pageIds(plan, filter, where, order, offset, seek)}) picked
    JOIN listings l USING (${listing('id')}) ${CATEGORY_JOIN}`;
  return { rows, order };
}
