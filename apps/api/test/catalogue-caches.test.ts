/**
 * The catalogue's caches are lru-cache with our rules on top (catalogue/caches.ts): loads shared by
 * concurrent callers, nothing read before a listings change kept after it, stale words served while they
 * are read again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHES, loaded, namedCache } from '../src/catalogue/caches.ts';

/** A loader whose calls the test finishes by hand. */
function manualLoader() {
  const calls: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  const load = () => new Promise<number>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

describe('catalogue caches', () => {
  afterEach(() => vi.useRealTimers());

  it('names every cache with a bound', () => {
    for (const [name, limits] of Object.entries(CACHES)) expect(limits.max, name).toBeGreaterThan(0);
  });

  it('shares one load between concurrent callers and keeps its value', async () => {
    const { load, calls } = manualLoader();
    const cache = namedCache<'all', number>('filterValues', { fetchMethod: load, ignoreFetchAbort: true });
    const both = Promise.all([loaded(cache, 'all'), loaded(cache, 'all')]);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(1);
    expect(await both).toEqual([1, 1]);
    expect(await loaded(cache, 'all')).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('answers a load under way when the catalogue changed, but never keeps it', async () => {
    const { load, calls } = manualLoader();
    const cache = namedCache<'all', number>('filterValues', { fetchMethod: load, ignoreFetchAbort: true });
    const before = loaded(cache, 'all');
    cache.clear();
    const after = loaded(cache, 'all');
    expect(calls).toHaveLength(2);
    calls[0]!.resolve(1);
    calls[1]!.resolve(2);
    expect([await before, await after]).toEqual([1, 2]);
    expect(await loaded(cache, 'all')).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('loads again once the TTL has passed, and does not keep a failed load', async () => {
    vi.useFakeTimers();
    let n = 0;
    const cache = namedCache<'all', number>('filterValues', { fetchMethod: async () => ++n, ttl: 1000 });
    expect(await loaded(cache, 'all')).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await loaded(cache, 'all')).toBe(2);

    const failing = namedCache<'all', number>('filterValues', {
      fetchMethod: async () => {
        if (++n === 3) throw new Error('database down');
        return n;
      },
    });
    await expect(loaded(failing, 'all')).rejects.toThrow('database down');
    expect(await loaded(failing, 'all')).toBe(4);
  });
});
