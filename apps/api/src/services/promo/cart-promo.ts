/** A buyer's promo code on the cart, and the cart's totals lines (issue 7). */
import type { Db, PromoCode } from '@skins/db';
import { formatPrice, convertFromEur, toScaledInteger } from '@skins/shared';
import { DELIVERY_NOTE, PROMO_MESSAGES, type CartTotals } from '@skins/shared/promo';
import { validationError } from '../../lib/errors.ts';
import { cartLines, isBuyable } from '../cart/cart.ts';
import { computeTotals, type Totals } from '../cart/totals.ts';
import { resolveCurrency, type PriceCurrency } from '../currencies/resolve-currency.ts';
import { readVatPercent } from '../settings/setting-rules.ts';
import { promoProblem } from './promo-rules.ts';


export interface PricedCart {
  currency: PriceCurrency;
  totals: Totals;
  promo: PromoCode | null;
  promoProblem: string | null;
  view: CartTotals;
}

/** Prices the buyer's cart with its promo code (if it still applies) and VAT. */
export async function priceCart(db: Db, userId: number, currencyCode?: string, now = new Date()): Promise<PricedCart> {
  const [currency, lines, cart, vat] = await Promise.all([
    resolveCurrency(db, currencyCode),
    cartLines(db, userId),
    db.cart.findUnique({ where: { userId }, include: { promoCode: true } }),
    readVatPercent(db),
  ]);
  const prices = lines.filter((line) => isBuyable(line, userId)).map((line) => line.listing.price.toString());
  const subtotalEurCents = prices.reduce((sum, price) => sum + toScaledInteger(price, 2), 0n);
  const promo = cart?.promoCode ?? null;
  const problem = promo ? await problemFor(db, promo, userId, subtotalEurCents, currency, now) : null;
  const applied = promo && !problem ? promo : null;
  const totals = computeTotals({ itemPricesEur: prices, rate: currency.rate, vatPercent: vat, promo: applied ? { kind: applied.kind, value: applied.value.toString() } : null });
  const money = (minor: bigint) => Number(minor) / 100;
  return {
    currency,
    totals,
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
      vat_percent: Number(vat),
      vat: money(totals.vatMinor),
      total: money(totals.totalMinor),
    },
  };
}

async function problemFor(db: Db, promo: PromoCode, userId: number, subtotalEurCents: bigint, currency: PriceCurrency, now: Date) {
  const usesByBuyer = await db.promoRedemption.count({ where: { promoCodeId: promo.id, userId } });
  return promoProblem(promo, {
    now,
    subtotalEurCents,
    usesByBuyer,
    formatMinimum: (minimumEur) => formatPrice(convertFromEur(minimumEur, currency.rate), currency.symbol),
  });
}

/** Applies a code to the cart, or refuses it with the reason (the cart keeps its previous code then). */
export async function applyPromoCode(db: Db, userId: number, code: string, currencyCode?: string): Promise<CartTotals> {
  const promo = await db.promoCode.findUnique({ where: { code } });
  const priced = await priceCart(db, userId, currencyCode);
  const subtotalEurCents = toScaledInteger(priced.totals.subtotalEur, 2);
  const problem = promo ? await problemFor(db, promo, userId, subtotalEurCents, priced.currency, new Date()) : PROMO_MESSAGES.unknown;
  if (problem || !promo) throw validationError({ code: [problem ?? PROMO_MESSAGES.unknown] }, problem ?? PROMO_MESSAGES.failed);
  await db.cart.upsert({ where: { userId }, create: { userId, promoCodeId: promo.id }, update: { promoCodeId: promo.id } });
  return (await priceCart(db, userId, currencyCode)).view;
}

export async function removePromoCode(db: Db, userId: number, currencyCode?: string): Promise<CartTotals> {
  await db.cart.updateMany({ where: { userId }, data: { promoCodeId: null } });
  return (await priceCart(db, userId, currencyCode)).view;
}
