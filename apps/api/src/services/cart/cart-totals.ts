/**
 * The cart's totals: subtotal, promo discount, free delivery, VAT and total, priced from the
 * database in the requested currency. Checkout charges exactly what this computes, from the same read of
 * the cart, so the buyer pays what the summary showed.
 */
import type { Db, PromoCode } from '@skins/db';
import { convertFromEur, formatPrice, toScaledInteger } from '@skins/shared';
import { DELIVERY_NOTE, type CartTotals } from '@skins/shared/cart';
import { resolveCurrency, type PriceCurrency } from '../currencies/resolve-currency.ts';
import { promoProblem } from '../promo/promo-rules.ts';
import { readVatPercent } from '../settings/setting-rules.ts';
import { cartLines, isBuyable, type CartLine } from './cart.ts';
import { computeTotals, type Totals } from './totals.ts';

export interface PricedCart {
  /** The lines this buyer can pay for now (on sale, or held by the buyer's own open payment). */
  lines: CartLine[];
  currency: PriceCurrency;
  totals: Totals;
  /** The VAT rate as stored, e.g. '12.5'. */
  vatPercent: string;
  promo: PromoCode | null;
  promoProblem: string | null;
  view: CartTotals;
}

/** Prices the buyer's cart with its promo code (if it still applies) and VAT. */
export async function priceCart(db: Db, userId: number, currencyCode?: string, now = new Date()): Promise<PricedCart> {
  const [currency, allLines, cart, vat] = await Promise.all([
    resolveCurrency(db, currencyCode),
    cartLines(db, userId),
    db.cart.findUnique({ where: { userId }, include: { promoCode: true } }),
    readVatPercent(db),
  ]);
  const lines = allLines.filter(isBuyable);
  const promo = cart?.promoCode ?? null;
  const usesByBuyer = promo ? await promoUsesBy(db, promo.id, userId) : 0;
  return { lines, ...priceLines({ prices: lines.map((line) => line.listing.price.toString()), currency, vatPercent: vat, promo, usesByBuyer, now }) };
}

export interface LinePrices {
  /** Each buyable line's price in euro, as a decimal string. */
  prices: string[];
  currency: PriceCurrency;
  vatPercent: string;
  promo: PromoCode | null;
  /** How often this buyer already used `promo`. */
  usesByBuyer: number;
  now: Date;
}

/** The totals of lines already read (checkout reads its cart in one statement of its own): no database. */
export function priceLines({ prices, currency, vatPercent, promo, usesByBuyer, now }: LinePrices): Omit<PricedCart, 'lines'> {
  const subtotalEurCents = prices.reduce((sum, price) => sum + toScaledInteger(price, 2), 0n);
  const problem = promo ? promoProblemWith(promo, usesByBuyer, subtotalEurCents, currency, now) : null;
  const applied = promo && !problem ? promo : null;
  const totals = computeTotals({ itemPricesEur: prices, rate: currency.rate, vatPercent, promo: applied ? { kind: applied.kind, value: applied.value.toString() } : null });
  const money = (minor: bigint) => Number(minor) / 100;
  return {
    currency,
    totals,
    vatPercent,
    promo: applied,
    promoProblem: problem,
    view: {
      currency: currency.code,
      currency_symbol: currency.symbol,
      subtotal: money(totals.subtotalMinor),
      discount: money(totals.discountMinor),
      promo_code: promo?.code ?? null,
      promo_problem: problem,
      delivery: 0,
      delivery_note: DELIVERY_NOTE,
      vat_percent: Number(vatPercent),
      vat: money(totals.vatMinor),
      total: money(totals.totalMinor),
    },
  };
}

export function promoUsesBy(db: Db, promoCodeId: number, userId: number): Promise<number> {
  return db.promoRedemption.count({ where: { promoCodeId, userId } });
}

/** Why a code does not count for this buyer's cart now, or null when it does. */
export async function promoProblemFor(db: Db, promo: PromoCode, userId: number, subtotalEurCents: bigint, currency: PriceCurrency, now: Date) {
  return promoProblemWith(promo, await promoUsesBy(db, promo.id, userId), subtotalEurCents, currency, now);
}

function promoProblemWith(promo: PromoCode, usesByBuyer: number, subtotalEurCents: bigint, currency: PriceCurrency, now: Date) {
  return promoProblem(promo, {
    now,
    subtotalEurCents,
    usesByBuyer,
    formatMinimum: (minimumEur) => formatPrice(convertFromEur(minimumEur, currency.rate), currency.symbol),
  });
}
