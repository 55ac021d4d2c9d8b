import type { Db } from '@skins/db';
import { convertFromEur, percentBelow, REFERENCE_DAYS, REFERENCE_MIN_SALES, type PriceHistory, type ReferencePrice, type ReferencePrices } from '@skins/shared';
import { notFound } from '../../lib/errors.ts';
import { resolveCurrency, type PriceCurrency } from '../currencies/resolve-currency.ts';
import { listingItem, referenceRows, salesByDay, type ReferenceRow } from './sales-queries.ts';

/** A median counts as a reference only with enough sales behind it; otherwise the answer says so (null). */
function toReference(row: Pick<ReferenceRow, 'price' | 'median' | 'sales'>, currency: PriceCurrency): ReferencePrice {
  if (row.median === null || row.sales < REFERENCE_MIN_SALES) return { median: null, sales: row.sales, percent_below: null };
  return {
    median: convertFromEur(row.median.toString(), currency.rate),
    sales: row.sales,
    percent_below: percentBelow(Number(row.price.toString()), Number(row.median.toString())),
  };
}

/**
 * The sold prices of a product's item definition (every listing of the same item, whatever its copy
 * quality) over the last `days`, per day, in the requested currency, with the product's reference price.
 */
export async function getPriceHistory(db: Db, listingId: number, days: number, currencyCode?: string): Promise<PriceHistory> {
  const currency = await resolveCurrency(db, currencyCode);
  const [listing] = await listingItem(db, listingId);
  if (!listing) throw notFound('Product not found');

  const rows = await salesByDay(db, listing.itemId, days);
  // The whole period's row comes even without a sale (an empty grouping set still aggregates), median null.
  const whole = rows.find((row) => row.day === null && row.volume > 0);
  const reference = days === REFERENCE_DAYS ? whole : (await salesByDay(db, listing.itemId, REFERENCE_DAYS)).find((row) => row.day === null);
  const money = (value: { toString(): string }) => convertFromEur(value.toString(), currency.rate);

  return {
    item_id: listing.itemId,
    days,
    currency: currency.code,
    currency_symbol: currency.symbol,
    median: whole ? money(whole.median) : null,
    volume: whole?.volume ?? 0,
    points: rows
      .filter((row): row is typeof row & { day: string } => row.day !== null)
      .map((row) => ({ date: row.day, median: money(row.median), min: money(row.min), max: money(row.max), volume: row.volume })),
    reference: toReference({ price: listing.price, median: reference?.median ?? null, sales: reference?.volume ?? 0 }, currency),
  };
}

/** Reference prices of the products on one catalogue page (one query), in the order asked. */
export async function getReferencePrices(db: Db, listingIds: number[], currencyCode?: string): Promise<ReferencePrices> {
  const currency = await resolveCurrency(db, currencyCode);
  const rows = new Map((await referenceRows(db, listingIds)).map((row) => [row.id, row]));
  return listingIds.flatMap((id) => {
    const row = rows.get(id);
    return row ? [{ id, ...toReference(row, currency) }] : [];
  });
}
