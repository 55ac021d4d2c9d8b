import type { Db } from '@skins/db';
import { DEFAULT_CURRENCY } from '@skins/shared';
import { validationError } from '../../lib/errors.ts';

export interface PriceCurrency {
  code: string;
  symbol: string;
  /** Units per euro, as a decimal string (never a float). */
  rate: string;
}

interface ActiveCurrencies {
  byCode: Map<string, PriceCurrency>;
  fallback: PriceCurrency;
  loadedAt: number;
}

/**
 * Every priced answer needs the currency table, which changes only when staff set rates. It is kept in
 * memory for a few seconds per database client, so a rate change shows within CACHE_MS everywhere.
 */
export const CURRENCY_CACHE_MS = 10_000;
const cache = new WeakMap<object, ActiveCurrencies>();

async function activeCurrencies(db: Db): Promise<ActiveCurrencies> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.loadedAt < CURRENCY_CACHE_MS) return cached;
  const rows = await db.currency.findMany({ where: { isActive: true } });
  const toPrice = (row: (typeof rows)[number]): PriceCurrency => ({ code: row.code, symbol: row.symbol, rate: row.rate.toString() });
  const byCode = new Map(rows.map((row) => [row.code, toPrice(row)]));
  const defaultRow = rows.find((row) => row.isDefault);
  const loaded = { byCode, fallback: defaultRow ? toPrice(defaultRow) : { ...DEFAULT_CURRENCY }, loadedAt: Date.now() };
  cache.set(db, loaded);
  return loaded;
}

/** Drops the cached table (after staff change a rate, and in tests). */
export function forgetCurrencies(db: Db): void {
  cache.delete(db);
}

/**
 * The currency prices are answered in: the requested code, else the one marked default, else euro.
 * An unknown code is the client's mistake and is refused with the spec's message.
 */
export async function resolveCurrency(db: Db, code: string | undefined): Promise<PriceCurrency> {
  const currencies = await activeCurrencies(db);
  if (!code) return currencies.fallback;
  const currency = currencies.byCode.get(code);
  if (currency) return currency;
  if (code === DEFAULT_CURRENCY.code) return { ...DEFAULT_CURRENCY };
  throw validationError({ currency: ['Invalid currency code'] }, 'Invalid currency code');
}
