/**
 * What the shop knows of a seller's skins, for the whole inventory in one statement: per item (by name), the
 * 30-day median of its own sales and their count, the copies it holds, how many days a copy took to sell,
 * and the cheapest 30-day sale of the item's rarity. Sales are the sold listings (price and sold_at are the
 * sale record, services/price-history/sales-queries.ts); the indexes listings_sold_item_idx and
 * listings_sold_rarity_idx answer the sales parts.
 */
import type { Db } from '@skins/db';
import { literal, queryRows, sql, statements } from '@skins/db/sql';
import { REFERENCE_DAYS, toScaledInteger, type QuoteFacts } from '@skins/shared';

export type ItemFacts = Omit<QuoteFacts, 'tradable' | 'quality'> & { rarity: string | null };

const cents = (euro: string | null) => (euro === null ? null : Number(toScaledInteger(euro, 2)));

/** Facts per lower-cased item name; a name the catalogue does not know is absent. */
export async function gatherQuoteFacts(db: Db, names: readonly string[]): Promise<Map<string, ItemFacts>> {
  if (names.length === 0) return new Map();
  const recent = sql<Date>`now() - make_interval(days => ${REFERENCE_DAYS})`;
  const statement = statements
    .with('wanted', (db) =>
      db
        .selectFrom(sql<{ n: string }>`unnest(${[...names]}::text[])`.as('n'))
        .select(sql<string>`lower(trim(n))`.as('lname'))
        .distinct(),
    )
    .with('it', (db) =>
      db
        .selectFrom('items as i')
        .innerJoin('wanted as w', (join) => join.on((eb) => eb(eb.fn<string>('lower', ['i.name']), '=', eb.ref('w.lname'))))
        .distinctOn((eb) => eb.fn('lower', ['i.name']))
        .select((eb) => [eb.fn<string>('lower', ['i.name']).as('lname'), 'i.id', 'i.rarity'])
        .orderBy((eb) => eb.fn('lower', ['i.name']))
        .orderBy('i.id'),
    )
    .with('sales', (db) =>
      db
        .selectFrom('it')
        .innerJoin('listings as s', (join) => join.on('s.status', '=', literal('sold')).onRef('s.item_id', '=', 'it.id').on('s.sold_at', '>=', recent))
        .select((eb) => [
          'it.id',
          sql<string>`percentile_disc(0.5) WITHIN GROUP (ORDER BY ${eb.ref('s.price')})`.as('median'),
          sql<number>`count(*)::int`.as('sales'),
          sql<number>`percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(extract(epoch FROM ${eb.ref('s.sold_at')} - ${eb.ref('s.created_at')}), 0) / 86400)`.as('sell_days'),
        ])
        .groupBy('it.id'),
    )
    .with('held', (db) =>
      db
        .selectFrom('listings as l')
        .innerJoin('it', 'l.item_id', 'it.id')
        .select(['l.item_id', sql<number>`count(*)::int`.as('held')])
        .where('l.status', 'in', [literal('available'), literal('reserved'), literal('withdrawn')])
        .groupBy('l.item_id'),
    )
    .with('floors', (db) =>
      db
        .selectFrom((eb) => eb.selectFrom('it').select('it.rarity').distinct().where('it.rarity', 'is not', null).as('r'))
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('listings as s')
              .select((min) => min.fn.min('s.price').as('floor'))
              .where('s.status', '=', literal('sold'))
              .whereRef('s.rarity', '=', 'r.rarity')
              .where('s.sold_at', '>=', recent)
              .as('f'),
          (join) => join.onTrue(),
        )
        .select(['r.rarity', 'f.floor']),
    )
    .selectFrom('it')
    .leftJoin('sales', 'sales.id', 'it.id')
    .leftJoin('held', 'held.item_id', 'it.id')
    .leftJoin('floors', 'floors.rarity', 'it.rarity')
    .select((eb) => [
      'it.lname',
      'it.id',
      'it.rarity',
      sql<string | null>`${eb.ref('sales.median')}::text`.as('median'),
      sql<number>`coalesce(${eb.ref('sales.sales')}, 0)::int`.as('sales'),
      sql<number | null>`${eb.ref('sales.sell_days')}::float8`.as('sell_days'),
      sql<number>`coalesce(${eb.ref('held.held')}, 0)::int`.as('held'),
      sql<string | null>`${eb.ref('floors.floor')}::text`.as('floor'),
    ]);
  const rows = await queryRows(db, statement);
  return new Map(
    rows.map((row) => [
      row.lname,
      { itemId: row.id, rarity: row.rarity, medianCents: cents(row.median), sales: row.sales, held: row.held, sellDays: row.sell_days, rarityFloorCents: cents(row.floor) },
    ]),
  );
}
