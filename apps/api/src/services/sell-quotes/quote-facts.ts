/**
 * What the shop knows of a seller's skins, for the whole inventory in one statement: per item (by name), the
 * 30-day median of its own sales and their count, the copies it holds, how many days a copy took to sell,
 * and the cheapest 30-day sale of the item's rarity. Sales are the sold listings (price and sold_at are the
 * sale record, services/price-history/sales-queries.ts); the indexes listings_sold_item_idx and
 * listings_sold_rarity_idx answer the sales parts.
 */
import type { Db } from '@skins/db';
import { REFERENCE_DAYS, toScaledInteger, type QuoteFacts } from '@skins/shared';

export type ItemFacts = Omit<QuoteFacts, 'tradable' | 'quality'> & { rarity: string | null };

interface FactsRow {
  lname: string;
  id: number;
  rarity: string | null;
  median: string | null;
  sales: number;
  sell_days: number | null;
  held: number;
  floor: string | null;
}

const cents = (euro: string | null) => (euro === null ? null : Number(toScaledInteger(euro, 2)));

/** Facts per lower-cased item name; a name the catalogue does not know is absent. */
export async function gatherQuoteFacts(db: Db, names: readonly string[]): Promise<Map<string, ItemFacts>> {
  if (names.length === 0) return new Map();
  const rows = await db.$queryRaw<FactsRow[]>`
    WITH wanted AS (SELECT DISTINCT lower(trim(n)) AS lname FROM unnest(${[...names]}::text[]) AS n),
    it AS (
      SELECT DISTINCT ON (lower(i.name)) lower(i.name) AS lname, i.id, i.rarity
      FROM items i JOIN wanted w ON lower(i.name) = w.lname
      ORDER BY lower(i.name), i.id),
    sales AS (
      SELECT it.id, percentile_disc(0.5) WITHIN GROUP (ORDER BY s.price) AS median, count(*)::int AS sales,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(extract(epoch FROM s.sold_at - s.created_at), 0) / 86400) AS sell_days
      FROM it JOIN listings s ON s.status = 'sold' AND s.item_id = it.id AND s.sold_at >= now() - make_interval(days => ${REFERENCE_DAYS})
      GROUP BY it.id),
    held AS (
      SELECT l.item_id, count(*)::int AS held
      FROM listings l JOIN it ON l.item_id = it.id
      WHERE l.status IN ('available', 'reserved', 'withdrawn')
      GROUP BY l.item_id),
    floors AS (
      SELECT r.rarity, f.floor
      FROM (SELECT DISTINCT rarity FROM it WHERE rarity IS NOT NULL) r
      CROSS JOIN LATERAL (
        SELECT min(s.price) AS floor FROM listings s
        WHERE s.status = 'sold' AND s.rarity = r.rarity AND s.sold_at >= now() - make_interval(days => ${REFERENCE_DAYS})
      ) f)
    SELECT it.lname, it.id, it.rarity, sales.median::text AS median, coalesce(sales.sales, 0)::int AS sales,
      sales.sell_days::float8 AS sell_days, coalesce(held.held, 0)::int AS held, floors.floor::text AS floor
    FROM it
    LEFT JOIN sales ON sales.id = it.id
    LEFT JOIN held ON held.item_id = it.id
    LEFT JOIN floors ON floors.rarity = it.rarity`;
  return new Map(
    rows.map((row) => [
      row.lname,
      { itemId: row.id, rarity: row.rarity, medianCents: cents(row.median), sales: row.sales, held: row.held, sellDays: row.sell_days, rarityFloorCents: cents(row.floor) },
    ]),
  );
}
