/**
 * A map of at most `max` keys that forgets its older half at once, rather than its oldest key one at a
 * time. Why: a Map kept as an insertion-order LRU (delete the first key once full) leaves deleted slots at
 * its front that every `keys().next()` walks over until V8 rebuilds the table. The catalogue's caches see
 * a new key on nearly every request, and at 8,000 keys that walk cost ~2.8 µs per insert against ~0.2 µs
 * here (issue 15). The price: a key is forgotten after between max/2 and max newer insertions, not exactly
 * max, which is all a cache of recent answers needs.
 */
export class BoundedMap<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();

  constructor(private readonly max: number) {
    if (!(max >= 2)) throw new RangeError('A BoundedMap holds at least two keys');
  }

  get(key: K): V | undefined {
    const value = this.young.get(key);
    return value !== undefined || this.young.has(key) ? value : this.old.get(key);
  }

  set(key: K, value: V): void {
    this.young.set(key, value);
    if (this.young.size >= this.max / 2) {
      this.old = this.young;
      this.young = new Map();
    }
  }

  delete(key: K): void {
    this.young.delete(key);
    this.old.delete(key);
  }

  clear(): void {
    this.young = new Map();
    this.old = new Map();
  }

  /** Keys held, at most `max` (a key set again while in the older half counts twice until that half goes). */
  get size(): number {
    return this.young.size + this.old.size;
  }
}
