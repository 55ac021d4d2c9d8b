/**
 * Fixed-window counters in this process's memory: what the rate limits count with while Redis is
 * unreachable. Per process, so N api processes allow up to N times the limit during an outage; that is
 * the price of not failing open (no limit at all) nor closed (everyone locked out).
 */
export interface WindowCount {
  current: number;
  ttlMs: number;
}

/** Beyond this many keys, expired windows are dropped (and, if still full, the oldest), so memory stays bounded. */
const MAX_KEYS = 50_000;

export class InProcessCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, windowMs: number, now = Date.now()): WindowCount {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.makeRoom(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttlMs: window.endsAt - now };
  }

  /** Counts one more while fewer than `max` are counted; past it, answers max + 1 without counting. */
  take(key: string, windowMs: number, max: number, now = Date.now()): WindowCount {
    const window = this.windows.get(key);
    if (window && window.endsAt > now && window.count >= max) return { current: max + 1, ttlMs: window.endsAt - now };
    return this.incr(key, windowMs, now);
  }

  /** Takes one back (a check that did not fail), unless the window has ended. */
  giveBack(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (window && window.endsAt > now && window.count > 0) window.count -= 1;
  }

  private makeRoom(now: number) {
    if (this.windows.size < MAX_KEYS) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}
