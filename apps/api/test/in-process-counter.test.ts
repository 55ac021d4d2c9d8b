import { describe, expect, it } from 'vitest';
import { InProcessCounter } from '../src/plugins/app/in-process-counter.ts';

describe('in-process rate-limit counter (the fallback while Redis is down)', () => {
  it('counts within a window and starts over after it', () => {
    const counter = new InProcessCounter();
    expect(counter.incr('a', 1000, 0)).toEqual({ current: 1, ttlMs: 1000 });
    expect(counter.incr('a', 1000, 400)).toEqual({ current: 2, ttlMs: 600 });
    expect(counter.incr('a', 1000, 1000)).toEqual({ current: 1, ttlMs: 1000 });
  });

  it('takes a slot only while fewer than max are taken, and takes one back', () => {
    const counter = new InProcessCounter();
    expect(counter.take('a', 1000, 2, 0)).toEqual({ current: 1, ttlMs: 1000 });
    expect(counter.take('a', 1000, 2, 100)).toEqual({ current: 2, ttlMs: 900 });
    expect(counter.take('a', 1000, 2, 200)).toEqual({ current: 3, ttlMs: 800 });
    expect(counter.take('a', 1000, 2, 300)).toEqual({ current: 3, ttlMs: 700 });
    counter.giveBack('a', 400);
    expect(counter.take('a', 1000, 2, 500)).toEqual({ current: 2, ttlMs: 500 });
    // A window that ended gives nothing back into the next one.
    counter.giveBack('a', 1000);
    expect(counter.take('a', 1000, 2, 1000)).toEqual({ current: 1, ttlMs: 1000 });
  });
});
