/**
 * Whole serialized answers of the public list (and price history), kept per process: an answer from memory
 * skips validation, the statements, serialization and the ETag hash. The key is the request URL (these
 * answers depend on nothing else); every committed listings change clears the cache, an answer computed
 * across a clear is not kept, and the TTL bounds what the notification cannot see (rates, categories).
 * An answer is kept the second time it is computed within the TTL: most URLs are asked for once, and
 * keeping those would push the popular answers out.
 */
import type { LRUCache } from 'lru-cache';
import { namedCache } from './caches.ts';

export interface CachedAnswer {
  body: string | Buffer;
  etag: string | undefined;
}

/** Bounds (caches.ts unless given), and how many computations within the TTL it takes to keep an answer. */
export interface AnswerCacheLimits {
  max?: number;
  maxSize?: number;
  ttl?: number;
  keepAfter?: number;
}

export class AnswerCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  /** How many times each key was computed but not kept yet (keys and counts only, so it stays small). */
  private readonly candidates: LRUCache<string, { times: number }>;
  private readonly keepAfter: number;
  private generation = 0;

  constructor({ keepAfter = 2, ...bounds }: AnswerCacheLimits = {}) {
    this.keepAfter = keepAfter;
    // A Buffer's length is its bytes; a string's is close enough for a bound.
    this.entries = namedCache('answers', { sizeCalculation: (answer, key) => key.length + answer.body.length, ...bounds });
    // Within the answers' own TTL.
    this.candidates = namedCache('answerCandidates', { noUpdateTTL: true, ...(bounds.ttl === undefined ? {} : { ttl: bounds.ttl }) });
  }

  /** Take it before reading the data; hand it to set(), which keeps nothing read before a clear(). */
  get version(): number {
    return this.generation;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  set(key: string, answer: CachedAnswer, version: number): void {
    if (version === this.generation && this.admits(key)) this.entries.set(key, answer);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.candidates.clear();
  }

  /** Counts a computation of `key`; true once it has been computed keepAfter times within the TTL. */
  private admits(key: string): boolean {
    if (this.keepAfter <= 1) return true;
    const seen = this.candidates.get(key);
    if (!seen) {
      this.candidates.set(key, { times: 1 });
      return false;
    }
    if (++seen.times < this.keepAfter) return false;
    this.candidates.delete(key);
    return true;
  }
}
