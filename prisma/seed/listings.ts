/**
 * The catalogue: listings (one unit of one item each) generated in SQL from the item definitions.
 *
 * Listing number g always gets the same item, quality, price and flags (every "random" choice is a hash
 * of g), so the seed is reproducible and re-running it only tops the catalogue up to the wanted size.
 * Generating in the database keeps the 1,000,000-listing seed to statements PostgreSQL runs by itself, with no
 * row passing through Node (docs/bench-catalogue.md says how long it takes).
 */
import type { PrismaClient } from '../generated/client/client.ts';
import { loadQualities } from './data-files.ts';

/** Euro price range of one copy by rarity; a log-uniform draw inside it gives a realistic long tail. */
export const PRICE_BANDS: Array<[rarity: string | null, low: number, high: number]> = [
  ['Common', 0.03, 0.6],
  ['Uncommon', 0.05, 1.2],
  ['Rare', 0.15, 4],
  ['Mythical', 0.5, 12],
  ['Legendary', 3, 45],
  ['Ancient', 15, 250],
  ['Immortal', 4, 160],
  ['Arcana', 20, 420],
  [null, 0.1, 3],
];

/** Share of copies (per 10,000) by quality, and how much that quality multiplies the price. */
const QUALITY_WEIGHTS: Record<string, [weight: number, multiplier: number]> = {
  Standard: [6900, 1],
  Genuine: [800, 1.5],
  Inscribed: [800, 1.3],
  Elder: [300, 2],
  Autographed: [300, 3],
  Frozen: [200, 1.8],
  Heroic: [200, 2.5],
  Unusual: [150, 6],
  Cursed: [150, 1.6],
  Exalted: [100, 2.2],
  Auspicious: [60, 1.7],
  Corrupted: [40, 2],
};

function qualityTable(): string {
  const marketplaceQualities = new Set(loadQualities().filter((q) => q.marketplace).map((q) => q.name));
  let low = 0;
  const rows: string[] = [];
  for (const [name, [weight, multiplier]] of Object.entries(QUALITY_WEIGHTS)) {
    if (!marketplaceQualities.has(name)) throw new Error(`Quality ${name} is not a marketplace quality in qualities.json`);
    rows.push(`('${name}', ${low}, ${low + weight}, ${multiplier})`);
    low += weight;
  }
  if (low !== 10000) throw new Error(`Quality weights must add up to 10000, not ${low}`);
  return rows.join(',\n      ');
}

function priceBandTable(): string {
  return PRICE_BANDS.map(([rarity, lo, hi]) => `(${rarity ? `'${rarity}'` : 'NULL'}, ${lo}, ${hi})`).join(', ');
}

function insertSql(): string {
  // h(label) is a uniform pseudo-random integer in [0, 2^31) derived from the listing number.
  const h = (label: string) => `(hashtext('${label}:' || g) & 2147483647)`;
  return `
    WITH pool AS (
      SELECT row_number() OVER (ORDER BY i.id) - 1 AS idx, i.id, i.name, h.name AS hero, i.rarity,
             i.slot_name, i.item_class
      FROM items i LEFT JOIN heroes h ON h.id = i.hero_id
    ),
    pool_size AS (SELECT count(*)::int AS n FROM pool),
    qualities(name, lo, hi, multiplier) AS (VALUES
      ${qualityTable()}
    ),
    bands(rarity, lo, hi) AS (VALUES ${priceBandTable()}),
    draws AS (
      SELECT g,
        ${h('item')} % (SELECT n FROM pool_size) AS item_idx,
        ${h('quality')} % 10000 AS quality_pick,
        ${h('price')}::float8 / 2147483647 AS price_r,
        ${h('sale')}::float8 / 2147483647 AS sale_r,
        ${h('flags')} % 100 AS flag_pick,
        ${h('top')} % 100 AS top_pick,
        ${h('status')} % 100 AS status_pick,
        ${h('days')} % 365 AS age_days
      FROM generate_series($1::int, $2::int) AS g
    ),
    priced AS (
      SELECT d.*, p.id AS item_id, p.name, p.hero, p.rarity, p.slot_name, p.item_class, q.name AS quality,
        GREATEST(0.03, round((b.lo * power(b.hi / b.lo, d.price_r) * q.multiplier)::numeric, 2)) AS price
      FROM draws d
      JOIN pool p ON p.idx = d.item_idx
      JOIN qualities q ON d.quality_pick >= q.lo AND d.quality_pick < q.hi
      JOIN bands b ON b.rarity IS NOT DISTINCT FROM p.rarity
    )
    INSERT INTO listings (item_id, category_id, title, hero, rarity, type, exterior_name, item_class, price,
      old_price, is_sale, is_top, img_path, status, sold_at, created_at, updated_at)
    SELECT pr.item_id, c.id, pr.name, pr.hero, pr.rarity, pr.slot_name, pr.quality, pr.item_class, pr.price,
      CASE WHEN pr.flag_pick BETWEEN 10 AND 17 THEN round(pr.price * (1.15 + 0.45 * pr.sale_r)::numeric, 2) END,
      pr.flag_pick BETWEEN 10 AND 17,
      pr.top_pick < 5,
      'items/' || pr.item_id || '.svg',
      (CASE WHEN pr.status_pick < $3 THEN 'sold' ELSE 'available' END)::"ListingStatus",
      CASE WHEN pr.status_pick < $3 THEN now() - make_interval(days => pr.age_days / 2) END,
      -- A tenth listed within the last 14 days: the new flag is how long ago a copy was listed (NEW_LISTING_DAYS).
      CASE WHEN pr.flag_pick < 10 THEN now() - make_interval(days => pr.age_days % 14)
           ELSE now() - make_interval(days => 14 + pr.age_days) END,
      now()
    FROM priced pr
    JOIN categories c ON c.item_class = pr.item_class
    ORDER BY pr.g`;
}

export interface ListingSeedOptions {
  /** How many listings the catalogue should hold in all (sold ones included). */
  target: number;
  /** Percentage of generated listings that are already sold, as on a real marketplace. */
  soldPercent?: number;
  onProgress?: (done: number, target: number) => void;
}

/** Tops the catalogue up to `target` listings; returns how many were added. */
export async function seedListings(db: PrismaClient, { target, soldPercent = 10, onProgress }: ListingSeedOptions) {
  const existing = await db.listing.count();
  const batch = 100_000;
  for (let from = existing + 1; from <= target; from += batch) {
    const to = Math.min(target, from + batch - 1);
    await db.$executeRawUnsafe(insertSql(), from, to, soldPercent);
    onProgress?.(to, target);
  }
  // VACUUM sets the visibility map, without which the covering indexes cannot answer from the index alone.
  if (target > existing) await db.$executeRawUnsafe('VACUUM ANALYZE listings');
  return Math.max(0, target - existing);
}
