import { Prisma, type Db } from '@skins/db';
import { convertFromEur, type FilterData } from '@skins/shared';
import { resolveCurrency } from '../currencies/resolve-currency.ts';

/**
 * Distinct values of one column among available listings, by a loose index scan: each step jumps to the
 * next value in the column's partial index, so it costs one probe per distinct value, not one per listing.
 */
async function distinctValues(db: Db, column: 'hero' | 'rarity' | 'type' | 'exterior_name' | 'item_class'): Promise<string[]> {
  const col = Prisma.raw(column);
  const rows = await db.$queryRaw<Array<{ value: string | null }>>`
    WITH RECURSIVE walk AS (
      (SELECT ${col} AS value FROM listings WHERE status = 'available' AND ${col} IS NOT NULL ORDER BY ${col} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${col} FROM listings WHERE status = 'available' AND ${col} > walk.value ORDER BY ${col} LIMIT 1)
      FROM walk WHERE walk.value IS NOT NULL
    )
    SELECT value FROM walk WHERE value IS NOT NULL`;
  return rows.map((row) => row.value as string);
}

const RARITY_ORDER = ['Common', 'Uncommon', 'Rare', 'Mythical', 'Legendary', 'Ancient', 'Immortal', 'Arcana'];

/** The values each catalogue filter can take right now (spec §3 Filter data), and the price range. */
export async function getFilterData(db: Db, currencyCode?: string): Promise<FilterData> {
  const currency = await resolveCurrency(db, currencyCode);
  const [types, qualities, heroes, exteriorNames, classes, [range]] = await Promise.all([
    distinctValues(db, 'type'),
    distinctValues(db, 'rarity'),
    distinctValues(db, 'hero'),
    distinctValues(db, 'exterior_name'),
    distinctValues(db, 'item_class'),
    db.$queryRaw<Array<{ min: { toString(): string } | null; max: { toString(): string } | null }>>`
      SELECT min(price) AS min, max(price) AS max FROM listings WHERE status = 'available'`,
  ]);
  return {
    types,
    qualities: qualities.sort((a, b) => RARITY_ORDER.indexOf(a) - RARITY_ORDER.indexOf(b)),
    heroes,
    exterior_names: exteriorNames,
    classes,
    price_min: range?.min ? convertFromEur(range.min.toString(), currency.rate) : 0,
    price_max: range?.max ? convertFromEur(range.max.toString(), currency.rate) : 0,
  };
}
