import { describe, expect, it } from 'vitest';
import { CachedValue } from '../src/lib/cached-value.ts';

/** A loader whose calls the test finishes by hand. */
function manualLoader() {
  const calls: Array<(value: number) => void> = [];
  const load = () => new Promise<number>((resolve) => calls.push(resolve));
  return { load, calls };
}

describe('CachedValue', () => {
  it('shares one load between concurrent callers and keeps its value', async () => {
    const { load, calls } = manualLoader();
    const cache = new CachedValue(load, 60_000);
    const both = Promise.all([cache.get(), cache.get()]);
    expect(calls).toHaveLength(1);
    calls[0]!(1);
    expect(await both).toEqual([1, 1]);
    expect(await cache.get()).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('never keeps a value that was being loaded when it was invalidated', async () => {
    const { load, calls } = manualLoader();
    const cache = new CachedValue(load, 60_000);
    const before = cache.get();
    cache.invalidate();
    const after = cache.get();
    expect(calls).toHaveLength(2);
    calls[0]!(1);
    calls[1]!(2);
    expect([await before, await after]).toEqual([1, 2]);
    expect(await cache.get()).toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('loads again once the TTL has passed', async () => {
    let n = 0;
    const cache = new CachedValue(async () => ++n, 0);
    expect(await cache.get()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await cache.get()).toBe(2);
  });
});
