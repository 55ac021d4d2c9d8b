import type { PrismaClient } from '@skins/db';
import { DEFAULT_CURRENCY } from '@skins/shared';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { forgetCurrencies } from './resolve-currency.ts';

/** Units of the currency per euro: positive, at most 6 decimals (the column is Decimal(18,6)). */
const RATE = /^\d{1,11}(\.\d{1,6})?$/;

export async function listCurrencyRates(db: PrismaClient) {
  const rows = await db.currency.findMany({ orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }] });
  return rows.map((row) => ({ code: row.code, symbol: row.symbol, rate: row.rate.toString(), isDefault: row.isDefault, isActive: row.isActive }));
}

export async function setCurrencyRate(db: PrismaClient, code: string, rate: string) {
  const upper = code.trim().toUpperCase();
  if (!RATE.test(rate) || Number(rate) <= 0) throw validationError({ rate: ['The rate must be a positive number with at most 6 decimals, e.g. 1.084500.'] });
  // Prices are stored in euro: its rate is 1 by definition, and changing it would reprice everything silently.
  if (upper === DEFAULT_CURRENCY.code) throw new AppError('BAD_REQUEST', 'The euro is the base currency; its rate is always 1.');
  const existing = await db.currency.findUnique({ where: { code: upper } });
  if (!existing) throw notFound(`Currency ${upper} not found`);
  const updated = await db.currency.update({ where: { code: upper }, data: { rate } });
  // This process answers with the new rate at once; other api processes within their cache time.
  forgetCurrencies(db);
  return { code: updated.code, previousRate: existing.rate.toString(), rate: updated.rate.toString() };
}
