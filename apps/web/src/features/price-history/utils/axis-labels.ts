/**
 * The price axis's steps: whole cents and up (1-2-5 steps), so two neighbouring ticks never round to the same
 * two-decimal label ("€0.07, €0.07, €0.06" on a cheap item's chart).
 */
export const PRICE_AXIS_STEPS: number[] = [0.01, 0.02, 0.05].flatMap((step) => [1, 10, 100, 1_000, 10_000, 100_000].map((scale) => Math.round(step * scale * 100) / 100)).sort((a, b) => a - b);

/** A label equal to the one before it is left blank: a tick the rounding cannot tell apart says nothing. */
export function distinctLabels(labels: readonly string[]): string[] {
  return labels.map((label, index) => (index > 0 && label === labels[index - 1] ? '' : label));
}
