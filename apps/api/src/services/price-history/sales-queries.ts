/**
 * Price history is derived from sold listings rather than written by the checkout: a listing's price and
 * sold_at already are the sale record (a paid order marks them in one place), so history can never drift
 * from what was sold, and the payment code needs no extra write. The partial index listings_sold_item_idx
 * (item_id, sold_at, price WHERE status = 'sold') answers every query here by an index-only range scan.
 *
 * Medians use percentile_disc: the middle sale's own price, a numeric, never an interpolated float.
 */
import { Prisma, type Db } from '@skins/db';
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
export function salesByDay(db: Db, itemId: number, days: number) {
  return db.$queryRaw<DayRow[]>`
    SELECT to_char(date_trunc('day', sold_at), 'YYYY-MM-DD') AS day,
      percentile_disc(0.5) WITHIN GROUP (ORDER BY price) AS median,
      min(price) AS min, max(price) AS max, count(*)::int AS volume
    FROM listings
    WHERE status = 'sold' AND item_id = ${itemId} AND sold_at >= now() - make_interval(days => ${days})
    GROUP BY GROUPING SETS ((date_trunc('day', sold_at)), ())
    ORDER BY 1 NULLS LAST`;
}

export interface ReferenceRow {
  id: number;
  price: DecimalLike;
  median: DecimalLike | null;
  sales: number;
}

/** The 30-day median of each listing's item definition, with the listing's own price. */
export function referenceRows(db: Db, listingIds: number[]) {
  return db.$queryRaw<ReferenceRow[]>`
    SELECT l.id, l.price, r.median, r.sales
    FROM listings l
    CROSS JOIN LATERAL (
      SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY s.price) AS median, count(*)::int AS sales
      FROM listings s
      WHERE s.status = 'sold' AND s.item_id = l.item_id AND s.sold_at >= now() - make_interval(days => ${REFERENCE_DAYS})
    ) r
    WHERE l.id = ANY(${listingIds}::int[])`;
}

/** The 30-day median of the item definition named `name` (case-insensitive), for sell orders typed by name. */
export async function referenceMedianByName(db: Db, name: string): Promise<{ median: DecimalLike | null; sales: number }> {
  const [row] = await db.$queryRaw<Array<{ median: DecimalLike | null; sales: number }>>`
    SELECT r.median, r.sales
    FROM (SELECT id FROM items WHERE lower(name) = lower(${name.trim()}) ORDER BY id LIMIT 1) i
    CROSS JOIN LATERAL (
      SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY s.price) AS median, count(*)::int AS sales
      FROM listings s
      WHERE s.status = 'sold' AND s.item_id = i.id AND s.sold_at >= now() - make_interval(days => ${REFERENCE_DAYS})
    ) r`;
  return row ?? { median: null, sales: 0 };
}

export const listingItem = (db: Db, listingId: number) =>
  db.$queryRaw<Array<{ itemId: number; price: DecimalLike }>>(
    Prisma.sql`SELECT item_id AS "itemId", price FROM listings WHERE id = ${listingId}`,
  );
