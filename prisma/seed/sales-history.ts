/**
 * A plausible sales history, so the price chart and reference prices have data on a fresh machine.
 * Price history is derived from sold listings (apps/api/src/services/price-history), so history is seeded
 * as sold Standard copies of each item that has a listing: 5-18 sales over the last 90 days, more of them
 * recent, priced around the item's available Standard copies (else its rarity's band) with a slow wave and
 * noise. Generated in one SQL statement, like the listings.
 *
 * Idempotent: an item that already has 3 or more sales in the last 90 days is left alone, so a re-run adds
 * nothing, and a machine left for months is topped up again.
 */
import type { PrismaClient } from '../generated/client/client.ts';
import { SANDBOX_STARTING_SKINS } from '@skins/shared/sandbox-steam';
import { PRICE_BANDS } from './listings.ts';

function bandTable(): string {
  return PRICE_BANDS.map(([rarity, lo, hi]) => `(${rarity ? `'${rarity}'` : 'NULL'}, ${Math.sqrt(lo * hi).toFixed(4)})`).join(', ');
}

function insertSql(): string {
  // h(label) is a uniform pseudo-random number in [0, 1) derived from the item and the sale number.
  const h = (label: string) => `((hashtext('${label}:' || w.id || ':' || k) & 2147483647)::float8 / 2147483648)`;
  return `
    WITH bands(rarity, mid) AS (VALUES ${bandTable()}),
    wanted AS (
      SELECT i.id, i.name, hr.name AS hero, i.rarity, i.slot_name, i.item_class, c.id AS category_id,
        COALESCE(
          (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY l.price) FROM listings l
            WHERE l.item_id = i.id AND l.status = 'available' AND l.exterior_name = 'Standard'),
          b.mid::numeric) AS base
      FROM items i
      LEFT JOIN heroes hr ON hr.id = i.hero_id
      JOIN categories c ON c.item_class = i.item_class
      JOIN bands b ON b.rarity IS NOT DISTINCT FROM i.rarity
      WHERE EXISTS (SELECT 1 FROM listings l WHERE l.item_id = i.id)
        AND (SELECT count(*) FROM listings s
             WHERE s.status = 'sold' AND s.item_id = i.id AND s.sold_at >= now() - interval '90 days') < 3
    ),
    sales AS (
      SELECT w.*, k,
        -- r^1.5 leans sales towards the recent past, as on a live market.
        90 * power(${h('when')}, 1.5) AS days_ago,
        ${h('noise')} AS noise
      FROM wanted w
      CROSS JOIN LATERAL generate_series(1, 5 + (hashtext('sales:' || w.id) & 2147483647) % 14) AS k
    )
    INSERT INTO listings (item_id, category_id, title, hero, rarity, type, exterior_name, item_class, price,
      img_path, status, sold_at, created_at, updated_at)
    SELECT s.id, s.category_id, s.name, s.hero, s.rarity, s.slot_name, 'Standard', s.item_class,
      GREATEST(0.03, round((s.base * (1 + 0.12 * sin(s.days_ago / 11 + s.id)) * (0.85 + 0.3 * s.noise))::numeric, 2)),
      'items/' || s.id || '.svg', 'sold',
      now() - make_interval(secs => s.days_ago * 86400),
      now() - make_interval(secs => (s.days_ago + 3) * 86400),
      now()
    FROM sales s`;
}

/** Adds the sales history; returns how many sales were added. */
export async function seedSalesHistory(db: PrismaClient): Promise<number> {
  const added = await db.$executeRawUnsafe(insertSql());
  // Keeps the visibility map current, so price-history reads stay index-only.
  if (added > 0) await db.$executeRawUnsafe('VACUUM ANALYZE listings');
  return added;
}

/** Recent sales each sandbox starting skin keeps (the instant quote's default minimum is 5 in 30 days). */
const SANDBOX_SKIN_SALES = 8;

/**
 * The skins sandbox users start out holding (packages/shared/src/sandbox-steam.ts) are ones the shop has sold
 * lately, as a real seller's popular skins are: each keeps SANDBOX_SKIN_SALES sales in the last four weeks,
 * so a sandbox seller's inventory gets instant quotes (a catalogue too small to list these items would leave
 * them without any history). Priced around the rarity's band. Idempotent: only what is missing is added, so a
 * re-run after weeks tops the history up again.
 */
export async function seedSandboxSkinSales(db: PrismaClient): Promise<number> {
  const names = SANDBOX_STARTING_SKINS.map((skin) => skin.name);
  const added = await db.$executeRawUnsafe(
    `
    WITH bands(rarity, mid) AS (VALUES ${bandTable()}),
    wanted AS (
      SELECT i.id, i.name, hr.name AS hero, i.rarity, i.slot_name, i.item_class, c.id AS category_id, b.mid,
        ${SANDBOX_SKIN_SALES} - (SELECT count(*) FROM listings s
          WHERE s.status = 'sold' AND s.item_id = i.id AND s.sold_at >= now() - interval '28 days')::int AS missing
      FROM items i
      LEFT JOIN heroes hr ON hr.id = i.hero_id
      JOIN categories c ON c.item_class = i.item_class
      JOIN bands b ON b.rarity IS NOT DISTINCT FROM i.rarity
      WHERE i.name = ANY($1::text[])
    ),
    sales AS (
      SELECT w.*, k, 27 * ((hashtext('sandbox-sale:' || w.id || ':' || k) & 2147483647)::float8 / 2147483648) AS days_ago
      FROM wanted w CROSS JOIN LATERAL generate_series(1, w.missing) AS k
    )
    INSERT INTO listings (item_id, category_id, title, hero, rarity, type, exterior_name, item_class, price,
      img_path, status, sold_at, created_at, updated_at)
    SELECT s.id, s.category_id, s.name, s.hero, s.rarity, s.slot_name, 'Standard', s.item_class,
      round((s.mid * (0.9 + 0.2 * ((hashtext('sandbox-price:' || s.id || ':' || s.k) & 2147483647)::float8 / 2147483648)))::numeric, 2),
      'items/' || s.id || '.svg', 'sold',
      now() - make_interval(secs => s.days_ago * 86400),
      now() - make_interval(secs => (s.days_ago + 2) * 86400),
      now()
    FROM sales s`,
    names,
  );
  return added;
}
