/**
 * The least an HTTP endpoint for the catalogue list can do, to put the api's cost in proportion: Fastify
 * without logging, hooks or plugins; the query validated by the shared schema; the same statement the api
 * sends (page and capped count in one, prepared when the api prepares it, read by sqlRows); rows shaped by toItem and sent
 * with JSON.stringify. No caches, no headers, no metrics.
 *
 * The bench's headline starts it beside the api and loads it as a third side (bench/catalogue.ts): the
 * ratio it reaches is the ceiling for any endpoint in this stack on the machine (issue 15). By hand:
 *
 *   FLOOR_PORT=3901 npx tsx bench/floor-server.ts &
 *   BENCH_API_URL=http://127.0.0.1:3901 npm run bench -- --no-build --only=headline
 */
import { itemsListQuerySchema } from '@skins/shared';
import Fastify from 'fastify';
import pg from 'pg';
import { loadEnv } from '../src/config/env.ts';
import { sqlRows } from '../src/lib/sql.ts';
import { countedPageStatement, isPreparedPlan } from '../src/services/items/list-items.ts';
import { listingWhere } from '../src/services/items/listing-filters.ts';
import { toItem, type ItemRow } from '../src/services/items/to-item.ts';

const env = loadEnv();
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
const currency = { code: 'EUR', symbol: '€', rate: '1' };
const app = Fastify({ logger: false });

app.get('/api/items/list', async (request, reply) => {
  const query = itemsListQuerySchema.parse(request.query);
  const filter = { query, rate: '1', categoryIds: null };
  const where = listingWhere(filter);
  const rows = await sqlRows<ItemRow & { matchCount: number }>(pool, countedPageStatement(filter, where, 0), { prepared: isPreparedPlan(filter) });
  const items = rows.filter((row) => row.id !== null).map((row) => toItem(row, currency));
  reply.header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify({ status: 'OK', payload: items, meta: { total: rows[0]?.matchCount ?? 0, page: query.page, limit: query.limit } });
});

await app.listen({ port: Number(process.env.FLOOR_PORT ?? 3901), host: '127.0.0.1' });
// A clean exit on Ctrl-C, so `node --cpu-prof` writes its profile.
process.once('SIGINT', () => process.exit(0));
