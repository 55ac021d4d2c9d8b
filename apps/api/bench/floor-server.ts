/**
 * The least an HTTP endpoint for the catalogue list can do: bare Fastify, the shared schema's validation,
 * and the api's own statement and envelope (catalogue firstPageStatements, pageAnswer); no caches, hooks,
 * headers or metrics. The bench's headline loads it as a third side, so api/floor is what the api's own
 * layers cost. By hand: `FLOOR_PORT=3901 npx tsx bench/floor-server.ts &`, then
 * `BENCH_API_URL=http://127.0.0.1:3901 npm run bench -- --no-build --only=headline`.
 */
import { DEFAULT_CURRENCY, itemsListQuerySchema } from '@skins/shared';
import Fastify from 'fastify';
import pg from 'pg';
import { loadEnv } from '../src/config/env.ts';
import { firstPageStatements, pageAnswer } from '../src/catalogue/index.ts';

const env = loadEnv();
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/api/items/list', async (request, reply) => {
  const query = itemsListQuerySchema.parse(request.query);
  const { rows } = await pool.query<{ matchCount: number; items: string }>(firstPageStatements(query, { ...DEFAULT_CURRENCY }, env.IMAGE_HOST).counted);
  const page = rows[0];
  reply.header('content-type', 'application/json; charset=utf-8');
  return pageAnswer(page!.items, { total: page!.matchCount, pages: Math.ceil(page!.matchCount / query.limit), page: query.page, limit: query.limit, total_is_estimate: false });
});

await app.listen({ port: Number(process.env.FLOOR_PORT ?? 3901), host: '127.0.0.1' });
// A clean exit on Ctrl-C, so `node --cpu-prof` writes its profile.
process.once('SIGINT', () => process.exit(0));
