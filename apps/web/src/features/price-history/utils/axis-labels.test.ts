import { describe, expect, it } from 'vitest';
import { distinctLabels, PRICE_AXIS_STEPS } from './axis-labels.ts';

describe('the price axis', () => {
  it('steps by whole cents at least', () => {
    expect(PRICE_AXIS_STEPS.slice(0, 6)).toEqual([0.01, 0.02, 0.05, 0.1, 0.2, 0.5]);
    expect(PRICE_AXIS_STEPS.every((step) => Math.abs(step * 100 - Math.round(step * 100)) < 1e-9)).toBe(true);
  });

  it('never repeats a label', () => {
    expect(distinctLabels(['€0.06', '€0.07', '€0.07', '€0.08'])).toEqual(['€0.06', '€0.07', '', '€0.08']);
  });
});
