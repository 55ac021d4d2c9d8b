/**
 * Price history is derived from sold listings rather than written by the checkout: a listing's price and
 * sold_at already are the sale record (a paid order marks them in one place), so history can never drift
 * from what was sold, and the payment code needs no extra write. The partial index listings_sold_item_idx
 * (item_id, sold_at, price WHERE status = 'sold') answers every query here by an index-only range scan.
 *
 * Medians use percentile_disc: the middle sale's own price, a numeric, never an interpolated float.
 */
import type { Expression } from 'kysely';
import type { Db } from '@skins/db';
import { expressionBuilder, literal, queryFirst, queryRows, sql, statements, type Tables } from '@skins/db/sql';
import { REFERENCE_DAYS } from '@skins/shared';

type DecimalLike = { toString(): string };

export interface DayRow {
  day: string | null;
  median: DecimalLike;
  min: DecimalLike;
  max: DecimalLike;
  volume: number;
}

/**
 * Sales of one item definition over the last `days`, per UTC day plus one whole-period row (day null). The
 * whole-period row comes even when nothing sold, with volume 0 and null median, min and max: check its volume.
 */
export function salesByDay(db: Db, itemId: number, days: number): Promise<DayRow[]> {
  const eb = expressionBuilder<Tables, 'listings'>();
  const soldDay = sql`date_trunc('day', ${eb.ref('listings.sold_at')})`;
  const statement = statements
    .selectFrom('listings')
    .select([
      sql<string | null>`to_char(${soldDay}, 'YYYY-MM-DD')`.as('day'),
      sql<DecimalLike>`percentile_disc(0.5) WITHIN GROUP (ORDER BY ${eb.ref('listings.price')})`.as('median'),
      eb.fn.min('listings.price').as('min'),
      eb.fn.max('listings.price').as('max'),
      sql<number>`count(*)::int`.as('volume'),
    ])
    .where('listings.status', '=', literal('sold'))
    .where('listings.item_id', '=', itemId)
    .where('listings.sold_at', '>=', sql<Date>`now() - make_interval(days => ${days})`)
    .groupBy(sql`GROUPING SETS ((${soldDay}), ())`)
    .orderBy(sql`1 NULLS LAST`);
  return queryRows(db, statement);
}

export interface ReferenceRow {
  id: number;
  price: DecimalLike;
  median: DecimalLike | null;
  sales: number;
}

/** The 30-day median and count of the sales of the item `itemId` names (a column of the row it is joined to). */
function recentSales(itemId: Expression<number>) {
  return statements
    .selectFrom('listings as s')
    .select((eb) => [sql<DecimalLike | null>`percentile_disc(0.5) WITHIN GROUP (ORDER BY ${eb.ref('s.price')})`.as('median'), sql<number>`count(*)::int`.as('sales')])
    .where('s.status', '=', literal('sold'))
    .where('s.item_id', '=', itemId)
    .where('s.sold_at', '>=', sql<Date>`now() - make_interval(days => ${REFERENCE_DAYS})`)
    .as('r');
}

/** The 30-day median of each listing's item definition, with the listing's own price. */
export function referenceRows(db: Db, listingIds: number[]): Promise<ReferenceRow[]> {
  const statement = statements
    .selectFrom('listings as l')
    .innerJoinLateral((eb) => recentSales(eb.ref('l.item_id')), (join) => join.onTrue())
    .select(['l.id', 'l.price', 'r.median', 'r.sales'])
    .where((eb) => eb('l.id', '=', eb.fn.any(sql<number[]>`${listingIds}::int[]`)));
  return queryRows(db, statement);
}

/** The 30-day median of the item definition named `name` (case-insensitive), for sell orders typed by name. */
export async function referenceMedianByName(db: Db, name: string): Promise<{ median: DecimalLike | null; sales: number }> {
  const statement = statements
    .selectFrom((eb) =>
      eb
        .selectFrom('items')
        .select('items.id')
        .where((items) => items(items.fn('lower', ['items.name']), '=', items.fn('lower', [items.val(name.trim())])))
        .orderBy('items.id')
        .limit(1)
        .as('i'),
    )
    .innerJoinLateral((eb) => recentSales(eb.ref('i.id')), (join) => join.onTrue())
    .select(['r.median', 'r.sales']);
  return (await queryFirst(db, statement)) ?? { median: null, sales: 0 };
}

export const listingItem = (db: Db, listingId: number) =>
  queryRows(db, statements.selectFrom('listings').select(['listings.item_id as itemId', 'listings.price']).where('listings.id', '=', listingId));
