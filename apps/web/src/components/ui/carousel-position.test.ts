import { describe, expect, it } from 'vitest';
import { lastStart, stepCarousel, trackOffset, visibleSlides } from './carousel-position.ts';

const metrics = { viewportWidth: 1000, slideWidth: 240, gap: 8, count: 10 };

describe('carousel position', () => {
  it('counts the whole slides that fit, gaps included', () => {
    expect(visibleSlides(metrics)).toBe(4);
    expect(visibleSlides({ ...metrics, viewportWidth: 980 })).toBe(3);
    expect(visibleSlides({ ...metrics, viewportWidth: 100 })).toBe(1);
    expect(lastStart(metrics)).toBe(6);
    expect(lastStart({ ...metrics, count: 3 })).toBe(0);
  });

  it('loops past either end', () => {
    expect(stepCarousel(6, 1, 6, true)).toBe(0);
    expect(stepCarousel(0, -1, 6, true)).toBe(6);
    expect(stepCarousel(2, 1, 6, true)).toBe(3);
    expect(stepCarousel(6, 1, 6, false)).toBe(6);
    expect(stepCarousel(0, -1, 6, false)).toBe(0);
  });

  it('moves one slide and a gap per step, never past the end of the track', () => {
    expect(trackOffset(0, metrics)).toBe(0);
    expect(trackOffset(2, metrics)).toBe(496);
    // 10 slides and 9 gaps are 2472 px wide; the last one stops at the right edge.
    expect(trackOffset(6, metrics)).toBe(1472);
    expect(trackOffset(9, metrics)).toBe(1472);
    expect(trackOffset(3, { ...metrics, count: 2 })).toBe(0);
  });
});
