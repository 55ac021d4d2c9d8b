import type { Db } from '@skins/db';
import { DEFAULT_CURRENCY } from '@skins/shared';
import { CachedValue } from '../../lib/cached-value.ts';
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
}

/**
 * Every priced answer needs the currency table, which changes only when staff set rates. It is kept in
 * memory for a few seconds per database client, so a rate change shows within CACHE_MS everywhere. The
 * requests that find it expired share one read (CachedValue): under load, each of them had sent its own.
 */
export const CURRENCY_CACHE_MS = 10_000;
const tables = new WeakMap<object, CachedValue<ActiveCurrencies>>();

async function readCurrencies(db: Db): Promise<ActiveCurrencies> {
  const rows = await db.currency.findMany({ where: { isActive: true } });
  const toPrice = (row: (typeof rows)[number]): PriceCurrency => ({ code: row.code, symbol: row.symbol, rate: row.rate.toString() });
  const defaultRow = rows.find((row) => row.isDefault);
  return { byCode: new Map(rows.map((row) => [row.code, toPrice(row)])), fallback: defaultRow ? toPrice(defaultRow) : { ...DEFAULT_CURRENCY } };
}

function activeCurrencies(db: Db): Promise<ActiveCurrencies> {
  let table = tables.get(db);
  if (!table) {
    table = new CachedValue(() => readCurrencies(db), CURRENCY_CACHE_MS);
    tables.set(db, table);
  }
  return table.get();
}

/** Drops the cached table (after staff change a rate, and in tests). */
export function forgetCurrencies(db: Db): void {
  tables.get(db)?.invalidate();
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
