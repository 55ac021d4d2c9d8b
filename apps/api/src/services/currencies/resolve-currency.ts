import type { Db } from '@skins/db';
import { DEFAULT_CURRENCY } from '@skins/shared';
import { validationError } from '../../lib/errors.ts';

export interface PriceCurrency {
  code: string;
  symbol: string;
  /** Units per euro, as a decimal string (never a float). */
  rate: string;
}

/**
 * The currency prices are answered in: the requested code, else the one marked default, else euro.
 * An unknown code is the client's mistake and is refused with the spec's message.
 */
export async function resolveCurrency(db: Db, code: string | undefined): Promise<PriceCurrency> {
  const currency = code
    ? await db.currency.findFirst({ where: { code, isActive: true } })
    : await db.currency.findFirst({ where: { isDefault: true, isActive: true } });
  if (currency) return { code: currency.code, symbol: currency.symbol, rate: currency.rate.toString() };
  if (code && code !== DEFAULT_CURRENCY.code) throw validationError({ currency: ['Invalid currency code'] }, 'Invalid currency code');
  return { ...DEFAULT_CURRENCY };
}
