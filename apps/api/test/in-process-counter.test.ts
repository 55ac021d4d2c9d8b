import { describe, expect, it } from 'vitest';
import { InProcessCounter } from '../src/plugins/app/in-process-counter.ts';

describe('in-process rate-limit counter (the fallback while Redis is down)', () => {
  it('counts within a window and starts over after it', () => {
    const counter = new InProcessCounter();
    expect(counter.incr('a', 1000, 0)).toEqual({ current: 1, ttlMs: 1000 });
    expect(counter.incr('a', 1000, 400)).toEqual({ current: 2, ttlMs: 600 });
    expect(counter.read('a', 500)).toEqual({ current: 2, ttlMs: 500 });
    expect(counter.read('b', 500)).toEqual({ current: 0, ttlMs: 0 });
    expect(counter.incr('a', 1000, 1000)).toEqual({ current: 1, ttlMs: 1000 });
  });
});
