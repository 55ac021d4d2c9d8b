/**
 * One value kept in memory until it is invalidated or `ttlMs` passes, loaded by one caller at a time:
 * concurrent misses share the load in flight, so a burst of requests costs one load (and one database
 * connection), not one each. A load that was under way when invalidate() ran is answered to its callers
 * but not kept, since it may have read the data from before the change.
 */
export class CachedValue<T> {
  private generation = 0;
  private entry: { value: T; at: number; generation: number } | undefined;
  private inflight: { promise: Promise<T>; generation: number } | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  get(): Promise<T> {
    const { entry, inflight, generation } = this;
    if (entry && entry.generation === generation && Date.now() - entry.at < this.ttlMs) return Promise.resolve(entry.value);
    if (inflight && inflight.generation === generation) return inflight.promise;
    const promise = this.load().then(
      (value) => {
        if (this.generation === generation) this.entry = { value, at: Date.now(), generation };
        return value;
      },
    );
    const current = { promise, generation };
    this.inflight = current;
    const clear = () => {
      if (this.inflight === current) this.inflight = undefined;
    };
    promise.then(clear, clear);
    return promise;
  }

  invalidate(): void {
    this.generation++;
    this.entry = undefined;
  }
}
