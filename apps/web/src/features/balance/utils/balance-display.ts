import { DEFAULT_CURRENCY, convertFromEur } from '@skins/shared';
import type { Currency } from '@skins/shared';

/**
 * The balance is kept in euro; the packs beside it are priced in the visitor's currency, so the balance is
 * shown in that currency too, with the same rounding as every converted price. Until the rate
 * is known it stays in euro rather than guess.
 */
export function balanceDisplay(balanceEur: number, currencies: readonly Currency[] | undefined, code: string): { amount: number; symbol: string } {
  const currency = currencies?.find((candidate) => candidate.code === code);
  if (!currency) return { amount: balanceEur, symbol: DEFAULT_CURRENCY.symbol };
  return { amount: convertFromEur(balanceEur, currency.value), symbol: currency.symbol };
}
