/**
 * Whole serialized answers of the public catalogue list, kept per process (issue 15: every call cached or
 * cheap). Popular pages are asked for again and again; an answer from memory skips validation, both
 * statements, serialization and the ETag hash.
 *
 * Correctness: the key is the request URL (path and query, so currency, filters, sort and page are all in
 * it; the list depends on nothing else: no session, no language). Every committed listings change clears
 * the cache (the catalogue_changed NOTIFY, catalogue-plugin.ts), and an answer computed across
 * a clear is not kept. A TTL bounds what the NOTIFY cannot see (a currency rate or a category changed by
 * staff), the same 10 s the currency table is kept anyway. Memory is bounded by entries and by bytes.
 *
 * Admission: an answer is kept the second time it is computed within the TTL, not the first. Most list
 * URLs are asked for once (a new filter combination); keeping each of those meant copying a ~7 kB body
 * through the young generation into the old one, ~6-9 µs of garbage collection per request (issue 15),
 * and pushed the popular answers out. A popular page costs one extra computation per TTL.
 */
import { BoundedMap } from '../lib/bounded-map.ts';
import { CURRENCY_CACHE_MS } from '../services/currencies/resolve-currency.ts';

export interface CachedAnswer {
  body: string | Buffer;
  etag: string | undefined;
}

export interface AnswerCacheLimits {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  /** How many computations of the same answer within the TTL it takes to keep it (1: the first). */
  keepAfter: number;
}

export const ANSWER_CACHE_LIMITS: AnswerCacheLimits = { maxEntries: 2_000, maxBytes: 16 * 1024 * 1024, ttlMs: CURRENCY_CACHE_MS, keepAfter: 2 };

export class AnswerCache {
  private entries = new Map<string, { answer: CachedAnswer; at: number; bytes: number }>();
  /** Keys computed but not kept yet: how many times, since when. Keys only, so it stays small. */
  private candidates: BoundedMap<string, { times: number; at: number }>;
  private bytes = 0;
  private generation = 0;

  constructor(private readonly limits: AnswerCacheLimits = ANSWER_CACHE_LIMITS) {
    // Every computed URL passes through the candidates (a new one on nearly every varied request).
    this.candidates = new BoundedMap(limits.maxEntries * 4);
  }

  /** Take it before reading the data; hand it to set(), which keeps nothing read before a clear(). */
  get version(): number {
    return this.generation;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at >= this.limits.ttlMs) {
      this.remove(key);
      return undefined;
    }
    return entry.answer;
  }

  set(key: string, answer: CachedAnswer, version: number): void {
    if (version !== this.generation || !this.admits(key)) return;
    // A Buffer's length is its bytes; a string's is close enough for a bound.
    const bytes = key.length + answer.body.length;
    if (bytes > this.limits.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { answer, at: Date.now(), bytes });
    this.bytes += bytes;
    // A Map iterates in insertion order: the first key is the oldest entry.
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) this.remove(this.entries.keys().next().value!);
  }

  clear(): void {
    this.generation++;
    this.entries = new Map();
    this.candidates.clear();
    this.bytes = 0;
  }

  /** Counts a computation of `key`; true once it has been computed keepAfter times within the TTL. */
  private admits(key: string): boolean {
    if (this.limits.keepAfter <= 1) return true;
    const now = Date.now();
    const seen = this.candidates.get(key);
    if (seen && now - seen.at < this.limits.ttlMs) {
      if (++seen.times < this.limits.keepAfter) return false;
      this.candidates.delete(key);
      return true;
    }
    this.candidates.set(key, { times: 1, at: now });
    return false;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
