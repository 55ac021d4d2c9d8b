/**
 * Deep pages at bounded cost. An OFFSET page reads every match before it, so page 1,001 of the whole
 * catalogue read 16,016 index entries against page 1's 16. Instead the sort key (price, id) of every
 * SEEK_STRIDE-th match is read once, in one index-ordered pass, and kept until listings change; a deep
 * page then seeks to the key at or before its first row and skips at most SEEK_STRIDE - 1 entries.
 * Page numbers, totals and the cap stay as they were, so the wire and the web app do not change.
 */
import { Prisma } from '@skins/db';
import { columnsOf } from '@skins/db/sql';
import type { ItemsListQuery } from '@skins/shared';
import { loaded, namedCache } from './caches.ts';
import { sqlRows, type Sql } from './sql.ts';

export const SEEK_STRIDE = 256;

const listing = columnsOf('listings');
const price = listing('price');
const id = listing('id');

/** The sort key of one match: numeric text as PostgreSQL prints it, and the id that breaks ties. */
export interface SortKey {
  price: string;
  id: number;
}

/** Where a deep page starts: at `key` (inclusive), skipping `skip` matches. */
export interface PageSeek {
  key: SortKey;
  skip: number;
}

/** The condition that starts an index-ordered walk at `key`, for the order listingOrder() gives `sort`. */
export function seekCondition(sort: ItemsListQuery['sort'], key: SortKey): Prisma.Sql {
  if (sort === 'asc') return Prisma.sql`(${price}, ${id}) >= (${key.price}::numeric, ${key.id}::int)`;
  if (sort === 'desc') return Prisma.sql`(${price}, ${id}) <= (${key.price}::numeric, ${key.id}::int)`;
  return Prisma.sql`${id} <= ${key.id}::int`;
}

/** The condition for the rows strictly after `key` in listingOrder()'s order for `sort` (cursor pages). */
export function afterCondition(sort: ItemsListQuery['sort'], key: SortKey): Prisma.Sql {
  if (sort === 'asc') return Prisma.sql`(${price}, ${id}) > (${key.price}::numeric, ${key.id}::int)`;
  if (sort === 'desc') return Prisma.sql`(${price}, ${id}) < (${key.price}::numeric, ${key.id}::int)`;
  return Prisma.sql`${id} < ${key.id}::int`;
}

/**
 * Sort keys of matches number stride, 2 x stride, ... up to `limit` matches, in one pass over the
 * index in `order` (the window follows the index order, so nothing is sorted).
 */
function boundariesStatement(where: Prisma.Sql, order: Prisma.Sql, stride: number, limit: number): Prisma.Sql {
  return Prisma.sql`
    SELECT ${price}::text AS price, ${id} FROM (
      SELECT ${price}, ${id}, row_number() OVER (ORDER BY ${order}) AS n
      FROM listings WHERE ${where} ORDER BY ${order} LIMIT ${limit}
    ) walk
    WHERE n % ${stride} = 1 AND n > 1
    ORDER BY n`;
}

/**
 * Each process keeps the keys per filter and sort until the catalogue changes (clear(), called on every
 * catalogue_changed notification): after a sale the matches before a key are fewer, and a page read from
 * old keys would overlap its neighbour. A walk under way when that happens is not kept.
 */
export class PageKeys {
  private readonly keys = namedCache<string, SortKey[], { where: Prisma.Sql; order: Prisma.Sql }>('pageKeys', {
    fetchMethod: (_id, _stale, { context }) => sqlRows<SortKey>(this.sql, boundariesStatement(context.where, context.order, this.stride, this.maxOffset + 1)),
    ignoreFetchAbort: true,
  });

  constructor(
    private readonly sql: Sql,
    /** How deep the pages reach (LIST_MAX_OFFSET): keys past it are never needed. */
    private readonly maxOffset: number,
    readonly stride = SEEK_STRIDE,
  ) {}

  /** Where the page at `offset` starts, or null when a plain OFFSET is as cheap (or there are fewer matches). */
  async seekFor(where: Prisma.Sql, sort: ItemsListQuery['sort'], order: Prisma.Sql, offset: number): Promise<PageSeek | null> {
    const block = Math.floor(offset / this.stride);
    if (block === 0) return null;
    const id = `${sort ?? ''}\u0000${where.text}\u0000${JSON.stringify(where.values)}`;
    const key = (await loaded(this.keys, id, { where, order }))[block - 1];
    return key ? { key, skip: offset - block * this.stride } : null;
  }

  clear(): void {
    this.keys.clear();
  }
}
