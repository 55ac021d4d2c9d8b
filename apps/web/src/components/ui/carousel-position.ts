/** Geometry of the carousel, kept pure so the looping rules can be tested without layout. */
export interface CarouselMetrics {
  viewportWidth: number;
  slideWidth: number;
  gap: number;
  count: number;
}

/** How many whole slides fit in the viewport (at least one). */
export function visibleSlides({ viewportWidth, slideWidth, gap }: CarouselMetrics): number {
  if (slideWidth <= 0) return 1;
  return Math.max(1, Math.floor((viewportWidth + gap) / (slideWidth + gap)));
}

/** The last index the first visible slide can have. */
export function lastStart(metrics: CarouselMetrics): number {
  return Math.max(0, metrics.count - visibleSlides(metrics));
}

/** The next start index; with `loop` stepping past either end wraps to the other one. */
export function stepCarousel(index: number, direction: 1 | -1, last: number, loop: boolean): number {
  const next = index + direction;
  if (next > last) return loop ? 0 : last;
  if (next < 0) return loop ? last : 0;
  return next;
}

/** How far the track moves left for start `index`; the last slide stops at the viewport's right edge. */
export function trackOffset(index: number, metrics: CarouselMetrics): number {
  const { viewportWidth, slideWidth, gap, count } = metrics;
  const trackWidth = count * slideWidth + Math.max(0, count - 1) * gap;
  return Math.max(0, Math.min(index * (slideWidth + gap), trackWidth - viewportWidth));
}
