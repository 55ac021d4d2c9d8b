import { Prisma } from '@skins/db';
import { columnsOf, type ColumnOf } from '@skins/db/sql';
import { AGE_GROUPS, convertFromEur, LISTING_AGE_MONTHS, type AgeGroup, type FilterData } from '@skins/shared';
import { resolveCurrency } from '../services/currencies/resolve-currency.ts';
import { loaded } from './caches.ts';
import { listedAgo, onSale } from '../services/listings/listing-rules.ts';
import type { Catalogue } from './catalogue.ts';
import { sqlRows, type Sql } from './sql.ts';

const listing = columnsOf('listings');

/** The filter values in euro, the same for every currency: what the catalogue cache keeps. */
export interface FilterValues {
  types: string[];
  qualities: string[];
  heroes: string[];
  exterior_names: string[];
  classes: string[];
  ages: AgeGroup[];
  /** numeric text in euro; null when nothing is available. */
  min: string | null;
  max: string | null;
}

/**
 * Distinct values of one column among available listings, by a loose index scan: each step jumps to the
 * next value in the column's partial index, so it costs one probe per distinct value, not one per listing.
 */
function distinctValues(column: ColumnOf<'listings'> & ('hero' | 'rarity' | 'type' | 'exterior_name' | 'item_class')): Prisma.Sql {
  const col = listing(column);
  return Prisma.sql`ARRAY(
    WITH RECURSIVE walk AS (
      (SELECT ${col} AS value FROM listings WHERE ${onSale('')} AND ${col} IS NOT NULL ORDER BY ${col} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${col} FROM listings WHERE ${onSale('')} AND ${col} > walk.value ORDER BY ${col} LIMIT 1)
      FROM walk WHERE walk.value IS NOT NULL
    )
    SELECT value FROM walk WHERE value IS NOT NULL)`;
}

const RARITY_ORDER = ['Common', 'Uncommon', 'Rare', 'Mythical', 'Legendary', 'Ancient', 'Immortal', 'Arcana'];

/**
 * The listing ages (the `age` flag) some copy on sale has, youngest first: one probe of
 * listings_available_created_idx per age.
 */
function agesOnSale(): Prisma.Sql {
  const youngestFirst = [...AGE_GROUPS].sort((a, b) => LISTING_AGE_MONTHS[a][0] - LISTING_AGE_MONTHS[b][0]);
  const probes = youngestFirst.map(
    (age) => Prisma.sql`CASE WHEN EXISTS (SELECT 1 FROM listings WHERE ${onSale('')} AND ${listedAgo(age, '')}) THEN ${age}::text END`,
  );
  return Prisma.sql`array_remove(ARRAY[${Prisma.join(probes)}], NULL)`;
}

/**
 * Every filter's values and the price range in one statement, so a call holds one pool connection (six
 * statements in parallel took six of the pool's ten).
 */
export async function readFilterValues(sql: Sql): Promise<FilterValues> {
  const [row] = await sqlRows<FilterValues>(
    sql,
    Prisma.sql`SELECT
      ${distinctValues('type')} AS types,
      ${distinctValues('rarity')} AS qualities,
      ${distinctValues('hero')} AS heroes,
      ${distinctValues('exterior_name')} AS exterior_names,
      ${distinctValues('item_class')} AS classes,
      ${agesOnSale()} AS ages,
      (SELECT min(${listing('price')}) FROM listings WHERE ${onSale('')}) AS min,
      (SELECT max(${listing('price')}) FROM listings WHERE ${onSale('')}) AS max`,
  );
  if (!row) throw new Error('The filter values statement answered no row');
  return {
    ...row,
    qualities: row.qualities.sort((a, b) => RARITY_ORDER.indexOf(a) - RARITY_ORDER.indexOf(b)),
  };
}

/**
 * The values each catalogue filter can take right now (spec §3 Filter data), and the price range in the
 * requested currency. The values are kept per process until listings change (caches.ts): asked for on
 * every catalogue visit, they cost six index walks.
 */
export async function getFilterData(catalogue: Catalogue, currencyCode?: string): Promise<FilterData> {
  const [currency, { min, max, ...lists }] = await Promise.all([resolveCurrency(catalogue.db, currencyCode), loaded(catalogue.filterValues, 'all')]);
  return {
    ...lists,
    price_min: min ? convertFromEur(min, currency.rate) : 0,
    price_max: max ? convertFromEur(max, currency.rate) : 0,
  };
}
