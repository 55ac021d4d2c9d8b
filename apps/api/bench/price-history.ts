/**
 * The price-history call at catalogue scale: GET /api/items/{id}/price-history?days=90 for the
 * items with the most sales, at 32 connections, held to the catalogue's goals (p99 < 50 ms, 500 req/s).
 * catalogue.ts calls it with its running server; `tsx bench/price-history.ts` runs it alone against
 * BENCH_URL (an api already listening, say `npm start`'s).
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { loadEnv } from '../src/config/env.ts';

export interface PriceHistoryBenchOptions {
  base: string;
  pool: pg.Pool;
  seconds: number;
  note: (goal: string, measured: string, ok: boolean) => void;
}

/** Listings of the 50 most-sold items in the last 90 days: the longest series, so the slowest answers. */
async function busiestListings(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(`
    SELECT (SELECT min(l.id) FROM listings l WHERE l.item_id = s.item_id) AS id
    FROM (SELECT item_id, count(*) AS n FROM listings WHERE status = 'sold' AND sold_at >= now() - interval '90 days'
          GROUP BY item_id ORDER BY n DESC LIMIT 50) s`);
  return rows.map((row) => row.id);
}

export async function benchPriceHistory({ base, pool, seconds, note }: PriceHistoryBenchOptions): Promise<void> {
  const ids = await busiestListings(pool);
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM listings WHERE status = 'sold'`);
  const requests = ids.map((id) => ({ path: `/api/items/${id}/price-history?days=90&currency=USD` }));
  await autocannon({ url: base, connections: 4, duration: 2, requests }); // warm-up
  const result = await autocannon({ url: base, connections: 32, duration: seconds, requests });
  const failures = result.errors + result.timeouts + result.non2xx;
  note(
    `price history, 90 days, busiest items, 32 conns: p99 < 50 ms (${Number(rows[0]?.n ?? 0).toLocaleString('en-US')} sales)`,
    `p50 ${result.latency.p50.toFixed(1)} ms, p99 ${result.latency.p99.toFixed(1)} ms`,
    result.latency.p99 < 50,
  );
  note('price history: at least 500 requests/s', `${result.requests.average.toFixed(0)} req/s (${failures} failed)`, result.requests.average >= 500 && failures === 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = loadEnv();
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
  const base = process.env.BENCH_URL ?? `http://127.0.0.1:${env.API_PORT}`;
  const note = (goal: string, measured: string, ok: boolean) => console.log(`${ok ? 'met    ' : 'NOT MET'}  ${goal}: ${measured}`);
  benchPriceHistory({ base, pool, seconds: Number(process.env.BENCH_SECONDS ?? 15), note })
    .finally(() => pool.end())
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
