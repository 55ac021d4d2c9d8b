/**
 * Which listing may be sold, written once as SQL fragments over a listing row (alias `l` unless told): the
 * catalogue, the cart, checkout, the payment that sells and the packs' draw all say it with these, so they
 * never disagree about what a buyer can have. A fragment is plain SQL on the row's own columns, so the
 * catalogue's partial indexes (WHERE status = 'available') still match it. The columns are named by the
 * tables' generated types, so renaming one in schema.prisma fails the typecheck here; a Kysely statement
 * takes a rule with fromPrismaSql (@skins/db/sql).
 */
import { Prisma } from '@skins/db';
import { columnsOf, type ColumnOf, type Tables } from '@skins/db/sql';
import { LISTING_AGE_MONTHS, NEW_LISTING_DAYS, type AgeGroup } from '@skins/shared';

const column = (alias: string, name: ColumnOf<'listings'>) => columnsOf('listings', alias)(name);
const of = <T extends keyof Tables>(alias: string, table: T, name: ColumnOf<T>) => columnsOf(table, alias)(name);

/** On sale to anyone: what the catalogue lists. `alias` '' reads the columns unqualified. */
export const onSale = (alias = 'l'): Prisma.Sql => Prisma.sql`${column(alias, 'status')} = 'available'`;

/**
 * Steam lets the shop trade the copy now: no cooldown ahead. A copy in a cooldown is still on sale, with its
 * date stated; its offer waits for the date (trading/engine/decide.ts decideItemsLocked).
 */
export const readyNow = (alias = 'l'): Prisma.Sql =>
  Prisma.sql`(${column(alias, 'tradable_after')} IS NULL OR ${column(alias, 'tradable_after')} <= now())`;

/** Buyable by `userId`: on sale, or held by that buyer's own open payment (a second checkout of the same cart). */
export const buyableBy = (userId: number, alias = 'l'): Prisma.Sql => Prisma.sql`(${onSale(alias)}
  OR (${column(alias, 'status')} = 'reserved' AND EXISTS (
        SELECT 1 FROM orders holder
        WHERE ${of('holder', 'orders', 'id')} = ${column(alias, 'reserved_order_id')} AND ${of('holder', 'orders', 'user_id')} = ${userId}
          AND ${of('holder', 'orders', 'status')} IN ('pending', 'processing'))))`;

/** Sellable to order `orderId` as its payment completes: held for it, or (its hold lapsed) still on sale. */
export const sellableTo = (orderId: number, alias = 'l'): Prisma.Sql =>
  Prisma.sql`((${column(alias, 'status')} = 'reserved' AND ${column(alias, 'reserved_order_id')} = ${orderId}) OR ${onSale(alias)})`;

/** A bot the shop runs holds the copy's asset (not promised to an offer): it can be delivered. */
export const heldByActiveBot = (alias = 'l'): Prisma.Sql =>
  Prisma.sql`EXISTS (SELECT 1 FROM bot_assets a JOIN steam_bots b ON ${of('b', 'steam_bots', 'id')} = ${of('a', 'bot_assets', 'bot_id')}
    WHERE ${of('a', 'bot_assets', 'listing_id')} = ${column(alias, 'id')} AND ${of('a', 'bot_assets', 'status')} = 'held' AND ${of('b', 'steam_bots', 'active')})`;

/** Listed within the last NEW_LISTING_DAYS: the `new` flag and the NEW badge. Constant text, so statements stay prepared. */
export const listedRecently = (alias = 'l'): Prisma.Sql =>
  Prisma.sql`${column(alias, 'created_at')} >= now() - ${Prisma.raw(`interval '${NEW_LISTING_DAYS} days'`)}`;

/** Listed as long ago as the `age` value says (LISTING_AGE_MONTHS). */
export function listedAgo(age: AgeGroup, alias = 'l'): Prisma.Sql {
  const [from, to] = LISTING_AGE_MONTHS[age];
  const created = column(alias, 'created_at');
  const since = Prisma.sql`${created} <= now() - ${Prisma.raw(`interval '${from} months'`)}`;
  return to === null ? since : Prisma.sql`(${since} AND ${created} > now() - ${Prisma.raw(`interval '${to} months'`)})`;
}
