/**
 * A page of the list by cursor, for the trader API: the same filters and WHERE clause as the web list
 * (listing-filters.ts), in the same orders (newest first, or by price with the id breaking ties), but each
 * page starts after the sort key of the page before, so a listing sold or added meanwhile never shifts a
 * page onto rows already seen or past rows not yet seen. No count and no depth cap: a cursor page costs
 * its own rows in index order however deep it is. The products are written by PostgreSQL like the list's.
 */
import { Prisma } from '@skins/db';
import { columnsOf } from '@skins/db/sql';
import type { FastifyReply } from 'fastify';
import { DB_INT_MAX, type ItemsListQuery, type TraderItemsQuery, type TraderPageMeta } from '@skins/shared';
import { validationError } from '../lib/errors.ts';
import type { Catalogue } from './catalogue.ts';
import { listingFilter, listingOrder, listingWhere } from './listing-filters.ts';
import { afterCondition, type SortKey } from './page-seek.ts';
import { productArray } from './page-statements.ts';
import { CATEGORY_JOIN, productJson } from './product-json.ts';
import { sqlRows } from './sql.ts';

export interface CursorPage {
  itemsJson: string;
  meta: TraderPageMeta;
}

const listing = columnsOf('listings');
const l = columnsOf('listings', 'l');

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
const invalidCursor = () => validationError({ cursor: ['Invalid cursor.'] });

/** The cursor names its sort, so a cursor sent with another sort is refused rather than misread. */
function encodeCursor(sort: ItemsListQuery['sort'], key: SortKey): string {
  return Buffer.from(`${sort ?? 'new'}:${key.id}:${key.price}`).toString('base64url');
}

function decodeCursor(sort: ItemsListQuery['sort'], cursor: string): SortKey {
  const [named, id, price, ...rest] = Buffer.from(cursor, 'base64url').toString('latin1').split(':');
  const idNumber = Number(id);
  if (rest.length || named !== (sort ?? 'new') || !/^\d{1,10}$/.test(id ?? '') || idNumber < 1 || idNumber > DB_INT_MAX || !PRICE.test(price ?? '')) throw invalidCursor();
  return { id: idNumber, price: price! };
}

export async function listItemsAfter(catalogue: Catalogue, query: TraderItemsQuery): Promise<CursorPage> {
  const after = query.cursor === undefined ? null : decodeCursor(query.sort, query.cursor);
  const filter = await listingFilter(catalogue, { ...query, page: 1 });
  const order = listingOrder(query.sort);
  const conditions = after ? Prisma.sql`${listingWhere(filter)} AND ${afterCondition(query.sort, after)}` : listingWhere(filter);
  const [row] = await sqlRows<{ items: string; keys: SortKey[] | null }>(
    catalogue.sql,
    Prisma.sql`
      WITH page AS (
        SELECT ${l('id')}, ${l('price')}, ${productJson({ currency: filter.currency, imageHost: catalogue.imageHost })} AS product
        FROM (SELECT ${listing('id')} FROM listings WHERE ${conditions} ORDER BY ${order} LIMIT ${query.limit}) picked
        JOIN listings l USING (${listing('id')}) ${CATEGORY_JOIN}
      )
      SELECT (SELECT ${productArray(order)} FROM page) AS items,
             (SELECT json_agg(json_build_object('price', page.${listing('price')}::text, 'id', page.${listing('id')}) ORDER BY ${order}) FROM page) AS keys`,
  );
  const keys = row?.keys ?? [];
  const last = keys.length === query.limit ? keys[keys.length - 1] : undefined;
  return { itemsJson: row?.items ?? '[]', meta: { limit: query.limit, next_cursor: last ? encodeCursor(query.sort, last) : null } };
}

/** `{"status":"OK","payload":<products>,"meta":{...}}` as the route's JSON answer (page-answer.ts says why as text). */
export function sendCursorPage(reply: FastifyReply, page: CursorPage): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(`{"status":"OK","payload":${page.itemsJson},"meta":${JSON.stringify(page.meta)}}`);
}
