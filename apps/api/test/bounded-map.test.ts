import { describe, expect, it } from 'vitest';
import { BoundedMap } from '../src/lib/bounded-map.ts';

describe('BoundedMap', () => {
  it('never holds more than max keys, and keeps a key for at least max/2 newer ones', () => {
    const map = new BoundedMap<number, string>(10);
    for (let key = 0; key < 1000; key++) {
      map.set(key, `v${key}`);
      expect(map.size).toBeLessThanOrEqual(10);
      for (let back = 0; back < 5 && back <= key; back++) expect(map.get(key - back)).toBe(`v${key - back}`);
    }
    expect(map.get(0)).toBeUndefined();
  });

  it('answers the newest value of a key set again, and forgets a deleted key in both halves', () => {
    const map = new BoundedMap<string, number | undefined>(4);
    map.set('a', 1);
    map.set('b', 2); // the first half is full: a and b are now the older half
    map.set('a', 3);
    expect(map.get('a')).toBe(3);
    map.set('a', undefined);
    expect(map.get('a')).toBeUndefined();
    map.delete('b');
    expect(map.get('b')).toBeUndefined();
    map.clear();
    expect(map.size).toBe(0);
  });

  it('refuses a bound too small to split', () => {
    expect(() => new BoundedMap(1)).toThrow(RangeError);
  });
});
