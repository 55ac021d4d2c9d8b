/**
 * Finds listings on sale that fit active watches and records each (watch, listing) pair once: a new listing,
 * a listing back on sale, or one whose price fell under the ceiling all become a match the first time they
 * fit, never again. Matching is one statement for every watch; the cheapest 50 per watch are kept per run.
 */
import type { Db } from '@skins/db';

/** Records new matches (all watches, or one); `notified` marks them as already seen (a watch just created). */
export async function matchWatches(db: Db, { watchId, notified = false }: { watchId?: number; notified?: boolean } = {}): Promise<number> {
  return db.$executeRaw`
    INSERT INTO watch_matches (watch_id, listing_id, price_eur, notified_at)
    SELECT w.id, l.id, l.price, CASE WHEN ${notified} THEN now() END
    FROM watches w
    CROSS JOIN LATERAL (
      SELECT l.id, l.price FROM listings l
      WHERE l.status = 'available'
        AND (w.item_id IS NULL OR l.item_id = w.item_id)
        AND (w.hero IS NULL OR l.hero = w.hero)
        AND (w.rarity IS NULL OR l.rarity = w.rarity)
        AND (w.search IS NULL OR l.title ILIKE '%' || w.search || '%')
        AND (w.max_price_eur IS NULL OR l.price <= w.max_price_eur)
      ORDER BY l.price, l.id LIMIT 50
    ) l
    WHERE w.active AND (${watchId ?? null}::int IS NULL OR w.id = ${watchId ?? null}::int)
    ON CONFLICT (watch_id, listing_id) DO NOTHING`;
}
