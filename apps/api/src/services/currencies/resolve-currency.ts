import type { Db } from '@skins/db';
import { DEFAULT_CURRENCY } from '@skins/shared';
import { LRUCache } from 'lru-cache';
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
 * memory for a few seconds per database client, so a rate change shows within CURRENCY_CACHE_MS everywhere.
 * The requests that find it expired share one read (lru-cache's fetch): under load, each had sent its own.
 * A read under way when the table is forgotten is answered but not kept.
 */
export const CURRENCY_CACHE_MS = 10_000;
const tables = new LRUCache<Db, ActiveCurrencies>({
  max: 8,
  ttl: CURRENCY_CACHE_MS,
  perf: Date,
  fetchMethod: (db) => readCurrencies(db),
  ignoreFetchAbort: true,
});

async function readCurrencies(db: Db): Promise<ActiveCurrencies> {
  const rows = await db.currency.findMany({ where: { isActive: true } });
  const toPrice = (row: (typeof rows)[number]): PriceCurrency => ({ code: row.code, symbol: row.symbol, rate: row.rate.toString() });
  const defaultRow = rows.find((row) => row.isDefault);
  return { byCode: new Map(rows.map((row) => [row.code, toPrice(row)])), fallback: defaultRow ? toPrice(defaultRow) : { ...DEFAULT_CURRENCY } };
}

async function activeCurrencies(db: Db): Promise<ActiveCurrencies> {
  const table = await tables.fetch(db);
  if (!table) throw new Error('The currency table read answered nothing');
  return table;
}

/** Drops the cached table (after staff change a rate, and in tests). */
export function forgetCurrencies(db: Db): void {
  tables.delete(db);
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
