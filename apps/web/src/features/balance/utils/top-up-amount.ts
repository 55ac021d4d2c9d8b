import { formatPrice } from '@skins/shared';
import type { FieldError } from '../../../lib/form-errors.ts';

/** The typed amount as a number with at most two decimals (a comma is taken as the decimal point), or null. */
export function parseAmount(text: string): number | null {
  const value = text.trim().replace(',', '.');
  return /^\d{1,6}(\.\d{1,2})?$/.test(value) ? Number(value) : null;
}

/**
 * The top-up amount: a number, at least the minimum (settings.min_top_up, already in the chosen currency)
 * and more than 0.
 */
export function topUpAmountError(text: string, minimum: number, symbol: string): FieldError | undefined {
  if (!text.trim()) return { key: 'validation.required' };
  const amount = parseAmount(text);
  if (amount === null) return { key: 'validation.invalidNumber' };
  const floor = Math.max(minimum, 0.01);
  return amount < floor ? { key: 'validation.topUpMin', params: { amount: formatPrice(floor, symbol) } } : undefined;
}
