/**
 * The trading stand-in's own clock: the real time plus an offset that only ever grows. Offer expiry, trade
 * holds, trade-protection windows and access tokens are all measured against it, so a test can jump days
 * ahead with `POST /steam/trading/clock` instead of waiting. Everything else in the sandbox keeps real time.
 */
export class TradingClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  offsetSeconds(): number {
    return this.offsetMs / 1000;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
