/**
 * POST /api/orders/checkout (spec §2 Checkout, §7; DESIGN.md Payments; I1, I3), in named steps:
 *   1. one statement reads what checkout needs (checkout-reads.ts); an Idempotency-Key already answered is
 *      answered again (a retried request opens no second order);
 *   2. the trade URL the items go to is the buyer's own (the profile's rule) and one Steam trades with (asked
 *      before anything is charged), and the cart is priced once, from the database, never from the client;
 *   3. one statement opens the order and reserves every line (open-order-statement.ts), so either the whole
 *      cart is held for this order or nothing is; a promo code's use is claimed in the same transaction;
 *   4. the payment starts at Paysage in token mode (services/payments/open-payment.ts), and the answer is kept
 *      for step 1 by the same update that records the payment's token.
 *
 * A burst of buyers (a drop, a sale) is what this path is for: without a promo code it makes three round trips
 * to the database (checkout-statements.test.ts counts them), since each costs the api CPU and a pooled connection.
 */
import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient, type PromoCode } from '@skins/db';
import { convertToMinorUnits, minorUnitsToDecimalString, tradeUrlProblem } from '@skins/shared';
import { CART_MESSAGES } from '@skins/shared/cart';
import type { CheckoutBody, CheckoutResponse } from '@skins/shared/orders';
import { AppError, conflict, validationError } from '../../lib/errors.ts';
import { priceLines, promoUsesBy } from '../cart/cart-totals.ts';
import { resolveCurrency } from '../currencies/resolve-currency.ts';
import { openPayment, type PaymentSettings } from '../payments/open-payment.ts';
import { claimPromoUse, recordRedemption } from '../promo/redeem-promo-code.ts';
import { decimalSetting } from '../settings/setting-rules.ts';
import { readForCheckout, type CheckoutLine, type CheckoutReads } from './checkout-reads.ts';
import { insertOrderReservingItems, type NewOrder } from './open-order-statement.ts';

/**
 * Checkouts of one popular item or one promo code queue on the same row locks; give them time to get a
 * connection and finish rather than failing the buyer after Prisma's default 2 s / 5 s.
 */
const CHECKOUT_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };

export interface CheckoutSettings extends PaymentSettings {
  /** Asks Steam whether it trades with this URL (trading/hold-days.ts); throws a validation error when it refuses. */
  checkTradeUrlWithSteam?: (tradeUrl: string) => Promise<void>;
}

const NOTHING_TO_PAY = 'This promo code leaves nothing to pay. Remove it or add another item.';

/** The cart holds items another order took (or that sold): what a buyer who lost the race for them is told. */
const itemsGone = () => conflict(`${CART_MESSAGES.noLongerAvailable} Remove the unavailable items from your cart and try again.`, 'ITEM_UNAVAILABLE');

export async function checkout(
  db: PrismaClient,
  userId: number,
  body: CheckoutBody,
  idempotencyKey: string | undefined,
  settings: CheckoutSettings,
): Promise<CheckoutResponse> {
  const reads = await readForCheckout(db, userId, idempotencyKey);
  if (reads.earlier) return reads.earlier;

  checkTradeUrl(reads.steamId, body.tradeUrl);
  await askSteamAbout(body.tradeUrl, settings);
  const cart = await priceCheckoutCart(db, userId, body.currency, reads);
  const opened = await openOrder(db, userId, body, cart, idempotencyKey, settings);
  if ('earlier' in opened) return opened.earlier;

  const { order } = opened;
  return openPayment(
    db,
    { id: order.id, kind: 'cart', amountMinor: order.amountMinor, currency: order.currency, trackingId: order.trackingId, expiresAt: order.expiresAt, paymentType: body.paymentType },
    { email: body.email, first_name: body.name, last_name: body.surname, country: body.country_iso ?? null, city: body.city, address: body.address, zip: body.postCode, phone: body.phone },
    settings,
    { keepAnswer: true },
  );
}

/**
 * The items go to this trade URL, so it must be the buyer's own: the same rule as the profile's (a Steam
 * user's trade URL names their own account as partner), never a looser one at the moment it matters most.
 */
function checkTradeUrl(steamId: string | null, tradeUrl: string): void {
  const problem = tradeUrlProblem(tradeUrl, steamId);
  if (problem) throw validationError({ tradeUrl: [problem] }, problem);
}

/** Steam's refusal is said on the checkout form's own field. */
async function askSteamAbout(tradeUrl: string, settings: CheckoutSettings): Promise<void> {
  try {
    await settings.checkTradeUrlWithSteam?.(tradeUrl);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') throw validationError({ tradeUrl: [error.message] }, error.message);
    throw error;
  }
}

interface CheckoutCart extends ReturnType<typeof priceLines> {
  lines: CheckoutLine[];
}

/** The totals the buyer was shown (subtotal, promo discount, VAT), recomputed from the database now. */
async function priceCheckoutCart(db: PrismaClient, userId: number, currencyCode: string | undefined, reads: CheckoutReads): Promise<CheckoutCart> {
  const lines = reads.lines.filter((line) => line.buyable);
  if (lines.length === 0) {
    // Nothing buyable, but something in the cart: someone else's order holds it now. The cart is not empty.
    if (reads.lines.length > 0) throw itemsGone();
    throw validationError({ cart: [CART_MESSAGES.cartEmpty] }, CART_MESSAGES.cartEmpty);
  }
  const [currency, promo] = await Promise.all([resolveCurrency(db, currencyCode), reads.promoCodeId === null ? null : promoOf(db, reads.promoCodeId, userId)]);
  const priced = priceLines({
    prices: lines.map((line) => line.priceEur),
    currency,
    vatPercent: decimalSetting('vat_percent', reads.vatSetting ?? undefined),
    promo: promo?.code ?? null,
    usesByBuyer: promo?.usesByBuyer ?? 0,
    now: new Date(),
  });
  if (priced.promoProblem) throw validationError({ promo_code: [priced.promoProblem] }, priced.promoProblem);
  // A code worth the whole cart leaves nothing a card could be charged; the provider refuses 0.
  if (priced.totals.totalMinor <= 0n) throw validationError({ promo_code: [NOTHING_TO_PAY] }, NOTHING_TO_PAY);
  return { lines, ...priced };
}

async function promoOf(db: PrismaClient, promoCodeId: number, userId: number): Promise<{ code: PromoCode; usesByBuyer: number } | null> {
  const [code, usesByBuyer] = await Promise.all([db.promoCode.findUnique({ where: { id: promoCodeId } }), promoUsesBy(db, promoCodeId, userId)]);
  return code ? { code, usesByBuyer } : null;
}

type OpenedOrder = { order: { id: number; amountMinor: bigint; currency: string; trackingId: string; expiresAt: Date } } | { earlier: CheckoutResponse };

/** Creates the pending order and reserves all its items, or nothing at all. */
async function openOrder(
  db: PrismaClient,
  userId: number,
  body: CheckoutBody,
  cart: CheckoutCart,
  idempotencyKey: string | undefined,
  settings: CheckoutSettings,
): Promise<OpenedOrder> {
  const { currency, totals, promo } = cart;
  const order: NewOrder = {
    user_id: userId,
    payment_type: body.paymentType,
    tracking_id: randomUUID(),
    idempotency_key: idempotencyKey ?? null,
    currency: currency.code,
    rate: currency.rate,
    amount_minor: totals.totalMinor,
    subtotal_eur: totals.subtotalEur,
    discount_eur: totals.discountEur,
    vat_percent: cart.vatPercent,
    vat_eur: totals.vatEur,
    total_eur: totals.totalEur,
    promo_code_id: promo?.id ?? null,
    expires_at: new Date(Date.now() + settings.orderTtlMs),
    name: body.name,
    surname: body.surname,
    email: body.email,
    phone: body.phone,
    country_id: body.country,
    city: body.city,
    address: body.address,
    post_code: body.postCode,
    steam_id: body.steamId,
    trade_url: body.tradeUrl,
    items: cart.lines.map((line) => ({
      listing_id: line.listingId,
      title: line.title,
      img_path: line.imgPath,
      category: line.category,
      price_eur: line.priceEur,
      price: minorUnitsToDecimalString(convertToMinorUnits(line.priceEur, currency.rate)),
    })),
  };
  try {
    // Without a promo code the one statement is the whole transaction; with one, the code's use is claimed
    // first in the same transaction (redeem-promo-code.ts says why first) and its redemption recorded after.
    const id = promo
      ? await db.$transaction(async (tx) => {
          await claimPromoUse(tx, promo.id, userId);
          const opened = await insertOrderReservingItems(tx, order);
          if (opened === null) throw itemsGone();
          await recordRedemption(tx, promo.id, userId, opened, totals.discountEur);
          return opened;
        }, CHECKOUT_TRANSACTION)
      : await insertOrderReservingItems(db, order);
    if (id === null) {
      // The same Idempotency-Key raced in from a second request, whose order took these listings first.
      if (idempotencyKey && (await keyIsTaken(db, userId, idempotencyKey))) return { earlier: await waitForEarlierAnswer(db, userId, idempotencyKey) };
      throw itemsGone();
    }
    return { order: { id, amountMinor: order.amount_minor, currency: order.currency, trackingId: order.tracking_id, expiresAt: order.expires_at } };
  } catch (error) {
    // The same Idempotency-Key raced in from a second request: answer what the first one answered.
    if (idempotencyKey && isUniqueViolation(error)) return { earlier: await waitForEarlierAnswer(db, userId, idempotencyKey) };
    throw error;
  }
}

/** A unique index refused the row, whether Prisma's model API or a raw statement tried it. */
function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === 'P2002') return true;
  // A raw statement's failure (P2010) carries the driver's error.
  const meta = error.meta as { driverAdapterError?: { cause?: { kind?: string } } } | undefined;
  return meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation';
}

async function keyIsTaken(db: PrismaClient, userId: number, idempotencyKey: string): Promise<boolean> {
  return (await db.order.count({ where: { userId, idempotencyKey } })) > 0;
}

async function earlierAnswer(db: PrismaClient, userId: number, idempotencyKey: string): Promise<CheckoutResponse | null> {
  const order = await db.order.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } }, select: { idempotentResponse: true } });
  return (order?.idempotentResponse as CheckoutResponse | null | undefined) ?? null;
}

/** The first request of a key may still be talking to the provider; give it a moment to store its answer. */
async function waitForEarlierAnswer(db: PrismaClient, userId: number, idempotencyKey: string): Promise<CheckoutResponse> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await earlierAnswer(db, userId, idempotencyKey);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw conflict('A checkout with this Idempotency-Key is still being processed. Try again in a moment.');
}
