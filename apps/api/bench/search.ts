/**
 * Search at catalogue scale: list pages with `search=` and the header's suggestions, at 32 connections.
 * Goals (docs/bench-catalogue.md): a popular search p99 < 50 ms like any list page, a new search twice that
 * (its words are looked up first), suggestions p99 < 50 ms (well inside the 300 ms debounce); 500 req/s each.
 * catalogue.ts calls it with its server; alone, `tsx bench/search.ts` against BENCH_URL (an api started with
 * TRUST_PROXY=127.0.0.1, or the per-address limit of suggestions refuses most of the run).
 */
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadEnv } from '../src/config/env.ts';
import { BenchRows } from './rows.ts';

export interface SearchBenchOptions {
  base: string;
  pool: pg.Pool;
  seconds: number;
  /** Where each line is printed as it is measured; a line that throws is a FAILED row and the next runs. */
  rows: Pick<BenchRows, 'note' | 'part'>;
}

const CONNECTIONS = 32;

/** A typo: one letter dropped from the middle of the word. */
const typo = (word: string) => (word.length > 4 ? word.slice(0, 2) + word.slice(3) : word);

function shuffled<T>(values: T[]): T[] {
  const copy = [...values];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * What visitors type. Popular: hero names, rarities, slots and pairs of them (a few hundred searches that
 * most visitors share, so their item lookups are cached). New: the catalogue's own title words, cut short
 * and mistyped, a different one on nearly every request (every lookup runs). Typing: each hero name and
 * title word letter by letter, as the suggestions see it.
 */
async function searchTerms(pool: pg.Pool) {
  const heroes = (await pool.query<{ name: string }>('SELECT name FROM heroes')).rows.map((row) => row.name);
  const words = (await pool.query<{ word: string }>(`SELECT word FROM search_words WHERE length(word) >= 4 ORDER BY md5(word) LIMIT 1500`)).rows.map(
    (row) => row.word,
  );
  const kinds = ['arcana', 'immortal', 'rare', 'mythical', 'weapon', 'head', 'courier', 'ward', 'taunt', 'loading screen'];
  const popular = [...heroes, ...kinds, ...heroes.map((hero, i) => `${hero} ${kinds[i % kinds.length]}`)];
  const fresh = [...words, ...words.map((word) => word.slice(0, 3)), ...words.map(typo), ...heroes.map((hero) => typo(hero.toLowerCase()))];
  const typed = [...heroes.map((hero) => hero.toLowerCase()), ...words.slice(0, 300)].flatMap((word) =>
    Array.from({ length: Math.max(word.length - 1, 0) }, (_, i) => word.slice(0, i + 2)),
  );
  return { popular: shuffled(popular), fresh: shuffled(fresh), typed: shuffled(typed) };
}

async function load(base: string, paths: string[], seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        // A client address per request (believed with TRUST_PROXY), as from many visitors.
        setupRequest: (request) => ({
          ...request,
          path: paths[next++ % paths.length]!,
          headers: { ...request.headers, 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
        }),
      },
    ],
  });
  return { ...result.latency, rps: result.requests.average, failures: result.errors + result.timeouts + result.non2xx };
}

export async function benchSearch({ base, pool, seconds, rows }: SearchBenchOptions): Promise<void> {
  const { note, part } = rows;
  const terms = await searchTerms(pool);
  const list = (words: string[]) => words.map((term) => `/api/items/list?limit=16&search=${encodeURIComponent(term)}`);
  const text = (stats: Awaited<ReturnType<typeof load>>) =>
    `p50 ${stats.p50.toFixed(1)} ms, p99 ${stats.p99.toFixed(1)} ms, ${stats.rps.toFixed(0)} req/s (${stats.failures} failed)`;
  await part('search list, popular searches', async () => {
    await load(base, list(terms.popular), 2); // warm-up
    const popular = await load(base, list(terms.popular), seconds / 2);
    note(
      `search list, ${terms.popular.length} popular searches (heroes, rarities, slots), 32 conns: p99 < 50 ms, 500 req/s`,
      text(popular),
      popular.p99 < 50 && popular.rps >= 500 && popular.failures === 0,
    );
  });
  await part('search list, a new word per request', async () => {
    const fresh = await load(base, list(terms.fresh), seconds / 2);
    note(
      `search list, a new word per request (${terms.fresh.length}: title words, prefixes, typos): p99 < 100 ms`,
      text(fresh),
      fresh.p99 < 100 && fresh.failures === 0,
    );
  });
  await part('suggestions as typed', async () => {
    const suggested = await load(
      base,
      terms.typed.map((term) => `/api/items/suggestions?q=${encodeURIComponent(term)}`),
      seconds / 2,
    );
    note(
      `suggestions, ${terms.typed.length} words as typed letter by letter, 32 conns: p99 < 50 ms, 500 req/s`,
      text(suggested),
      suggested.p99 < 50 && suggested.rps >= 500 && suggested.failures === 0,
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = loadEnv();
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 4 });
  const base = process.env.BENCH_URL ?? `http://127.0.0.1:${env.API_PORT}`;
  const rows = new BenchRows();
  benchSearch({ base, pool, seconds: Number(process.env.BENCH_SECONDS ?? 15), rows })
    .then(() => {
      if (rows.failed) process.exitCode = 1;
    })
    .finally(() => pool.end())
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
