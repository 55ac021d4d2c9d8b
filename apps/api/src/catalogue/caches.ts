/**
 * Every in-process cache of the catalogue, each with its bound and how long an entry is used (ttl, ms; 0:
 * until the catalogue changes or the entry is pushed out). All are lru-cache. Two rules of ours sit on top
 * where they pay: an answer is kept only the second time it is computed (answer-cache.ts), and nothing
 * read before a listings change is kept after it (a change clears the caches that follow listings, and a
 * load under way then is answered to its callers but not kept: `ignoreFetchAbort`).
 */
import { LRUCache } from 'lru-cache';
import { CURRENCY_CACHE_MS } from '../services/currencies/resolve-currency.ts';

export const CACHES = {
  /** Whole list and price-history answers by request URL; cleared when listings change. The TTL is the currency table's. */
  answers: { max: 2_000, maxSize: 16 * 1024 * 1024, ttl: CURRENCY_CACHE_MS },
  /** URLs computed once within the answers' TTL: an answer is kept on its second computation. */
  answerCandidates: { max: 8_000, ttl: CURRENCY_CACHE_MS },
  /** Capped counts by WHERE clause: a total some seconds old is fine on a catalogue page. */
  counts: { max: 5_000, ttl: 30_000 },
  /** Deep pages' sort keys by filter and sort (page-seek.ts); exact until listings change, which clears them. */
  pageKeys: { max: 500, ttl: 0 },
  /** The values each filter can take; cleared when listings change, the TTL bounds a missed notification. */
  filterValues: { max: 1, ttl: 60_000 },
  /** The filter panel's counts by their statement (count-filter-values.ts); cleared when listings change. */
  filterCounts: { max: 1_000, ttl: 30_000 },
  /** The category tree, for pages under a category path. It changes only when the seed runs. */
  categories: { max: 1, ttl: 60_000 },
  /** A search's items by its words. Items change only when the catalogue is seeded. */
  searches: { max: 2_000, ttl: 60_000 },
  /**
   * The header's suggestions by currency and words; cleared when listings change. The TTL is the answer's
   * own public max-age. Visitors share their prefixes (everyone typing "pudge" sends "pu", "pud", ...):
   * there are ~13,000 prefixes of two letters or more of the vocabulary's words, and the bench types 2,806.
   */
  suggestions: { max: 5_000, ttl: 30_000 },
  /** The product's SELECT per currency (code, rate, symbol), image host and picture size: a handful. */
  productSelects: { max: 64, ttl: 0 },
  /** Names of prepared statements by their text (sql.ts); the texts are bounded by the page plans. */
  preparedNames: { max: 1_000, ttl: 0 },
} as const;

export type CacheName = keyof typeof CACHES;

/** What lru-cache keeps as keys and values: anything but null and undefined. */
type Present = NonNullable<unknown>;

/** The cache named `name`: its bound and TTL from CACHES (unless a test gives others), the rest of lru-cache's options from `options`. */
export function namedCache<K extends Present, V extends Present, FC = unknown>(name: CacheName, options: Partial<LRUCache.Options<K, V, FC>> = {}): LRUCache<K, V, FC> {
  // Date.now, as the rest of the api reads time (and as tests move it).
  return new LRUCache<K, V, FC>({ ...CACHES[name], perf: Date, ...options } as LRUCache.Options<K, V, FC>);
}

/**
 * The value of `key` in a cache that loads its own values (a `fetchMethod`, handed `context`): one load
 * however many ask at once, and a failed one is not kept. lru-cache answers `undefined` only when a load
 * answered nothing, which ours never do.
 */
export async function loaded<K extends Present, V extends Present, FC>(cache: LRUCache<K, V, FC>, key: K, context?: FC): Promise<V> {
  const value = await (cache as LRUCache<K, V, unknown>).fetch(key, { context });
  if (value === undefined) throw new Error('A catalogue cache load answered nothing');
  return value;
}
