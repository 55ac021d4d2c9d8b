import type { Db } from '@skins/db';
import { describe, expect, it, vi } from 'vitest';
import { forgetCurrencies, resolveCurrency } from '../src/services/currencies/resolve-currency.ts';

/** A database whose currency table answers after a tick, counting the reads. */
function currencyTable() {
  const reads = { count: 0 };
  const findMany = vi.fn(async () => {
    reads.count++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return [
      { code: 'EUR', symbol: '€', rate: { toString: () => '1' }, isDefault: true, isActive: true },
      { code: 'USD', symbol: '$', rate: { toString: () => '1.08' }, isDefault: false, isActive: true },
    ];
  });
  return { db: { currency: { findMany } } as unknown as Db, reads };
}

describe('resolveCurrency', () => {
  it('reads the currency table once for a burst of requests, and again after it is forgotten', async () => {
    const { db, reads } = currencyTable();
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => resolveCurrency(db, i % 2 ? 'USD' : undefined)));
    expect(reads.count).toBe(1);
    expect(burst.slice(0, 2)).toEqual([
      { code: 'EUR', symbol: '€', rate: '1' },
      { code: 'USD', symbol: '$', rate: '1.08' },
    ]);
    forgetCurrencies(db);
    await resolveCurrency(db, 'USD');
    expect(reads.count).toBe(2);
    await expect(resolveCurrency(db, 'XYZ')).rejects.toMatchObject({ message: 'Invalid currency code' });
  });
});
