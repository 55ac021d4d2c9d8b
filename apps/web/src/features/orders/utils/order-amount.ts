import { formatPrice } from '@skins/shared';
import type { Currency } from '@skins/shared';

/** An order's amount with its currency's symbol, or the code when the currency is not in the list. */
export function formatOrderAmount(amount: number, code: string, currencies: readonly Currency[] | undefined): string {
  const symbol = currencies?.find((currency) => currency.code === code)?.symbol;
  return symbol ? formatPrice(amount, symbol) : `${amount.toFixed(2)} ${code}`;
}
