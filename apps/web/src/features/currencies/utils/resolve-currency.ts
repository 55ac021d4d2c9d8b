import { DEFAULT_CURRENCY } from '@skins/shared';
import type { Currency } from '@skins/shared';

export interface CurrencyChoice {
  code: string;
  symbol: string;
}

/**
 * Spec §4 Currency change: the stored currency if the list still has it, else the one marked default,
 * else the first, else euro.
 */
export function resolveCurrency(list: readonly Currency[], storedCode: string | null): CurrencyChoice {
  const stored = storedCode?.trim().toUpperCase();
  const chosen = list.find((currency) => currency.code === stored) ?? list.find((currency) => currency.default === 1) ?? list[0];
  return chosen ? { code: chosen.code, symbol: chosen.symbol } : { code: DEFAULT_CURRENCY.code, symbol: DEFAULT_CURRENCY.symbol };
}

/** The option text: code and symbol ("USD $"), or the code alone when they are the same ("CHF"). */
export function currencyLabel(currency: Pick<Currency, 'code' | 'symbol'>): string {
  return currency.symbol && currency.symbol !== currency.code ? `${currency.code} ${currency.symbol}` : currency.code;
}
