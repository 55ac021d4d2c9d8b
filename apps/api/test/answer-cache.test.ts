import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerCache } from '../src/catalogue/answer-cache.ts';

const answer = (body: string) => ({ body, etag: `"${body.length}"` });

describe('AnswerCache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers what was kept under the same key only', () => {
    const cache = new AnswerCache({ max: 10, maxSize: 1000, ttl: 1000, keepAfter: 1 });
    cache.set('/list?currency=USD', answer('usd'), cache.version);
    expect(cache.get('/list?currency=USD')).toEqual(answer('usd'));
    expect(cache.get('/list?currency=EUR')).toBeUndefined();
  });

  it('keeps nothing computed across a clear, and forgets everything on clear', () => {
    const cache = new AnswerCache({ max: 10, maxSize: 1000, ttl: 1000, keepAfter: 1 });
    cache.set('/a', answer('a'), cache.version);
    const before = cache.version;
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/b', answer('read before the change'), before);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops the oldest entries past its entry and byte bounds', () => {
    const cache = new AnswerCache({ max: 2, maxSize: 30, ttl: 1000, keepAfter: 1 });
    for (const key of ['/1', '/2', '/3']) cache.set(key, answer('x'), cache.version);
    expect([cache.get('/1'), cache.get('/2'), cache.get('/3')].map(Boolean)).toEqual([false, true, true]);

    cache.set('/big', answer('y'.repeat(20)), cache.version);
    expect(cache.size.bytes).toBeLessThanOrEqual(30);
    expect(cache.get('/big')).toBeDefined();
    cache.set('/huge', answer('z'.repeat(40)), cache.version);
    expect(cache.get('/huge')).toBeUndefined();
  });

  it('forgets an answer once it is older than its TTL', () => {
    vi.useFakeTimers();
    const cache = new AnswerCache({ max: 10, maxSize: 1000, ttl: 1000, keepAfter: 1 });
    cache.set('/a', answer('a'), cache.version);
    vi.advanceTimersByTime(1000);
    expect(cache.get('/a')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it('keeps an answer the second time it is computed within the TTL, not the first', () => {
    vi.useFakeTimers();
    const cache = new AnswerCache({ max: 10, maxSize: 1000, ttl: 1000, keepAfter: 2 });
    cache.set('/once', answer('a'), cache.version);
    expect(cache.get('/once')).toBeUndefined();
    expect(cache.size.entries).toBe(0);

    // Computed again once older than the TTL: counts as a first time.
    vi.advanceTimersByTime(1001);
    cache.set('/once', answer('a'), cache.version);
    expect(cache.get('/once')).toBeUndefined();
    vi.advanceTimersByTime(999);
    cache.set('/once', answer('a'), cache.version);
    expect(cache.get('/once')).toEqual(answer('a'));

    // A clear forgets the candidates too.
    cache.set('/twice', answer('b'), cache.version);
    cache.clear();
    cache.set('/twice', answer('b'), cache.version);
    expect(cache.get('/twice')).toBeUndefined();
  });
});
