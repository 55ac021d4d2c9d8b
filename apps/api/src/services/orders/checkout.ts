/**
 * POST /api/orders/checkout (spec §2 Checkout, §7; DESIGN.md Payments; I1, I3), in named steps:
 *   1. an Idempotency-Key already answered is answered again (a retried request opens no second order);
 *   2. the trade URL the items go to is the buyer's own (the profile's rule), and the cart is read and priced once, from the database, never from the client;
 *   3. one transaction opens the order and reserves every line by one conditional update, so either the
 *      whole cart is held for this order or nothing is (and claims the promo code's use);
 *   4. the payment starts at Paysage in token mode (services/payments/open-payment.ts);
 *   5. the answer is kept for step 1.
 */
import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '@skins/db';
import { convertToMinorUnits, minorUnitsToDecimalString, tradeUrlProblem } from '@skins/shared';
import { CART_MESSAGES } from '@skins/shared/cart';
import type { CheckoutBody, CheckoutResponse } from '@skins/shared/orders';
import { conflict, validationError } from '../../lib/errors.ts';
import { priceCart, type PricedCart } from '../cart/cart-totals.ts';
import { openPayment, type PaymentSettings } from '../payments/open-payment.ts';
import { claimPromoUse, recordRedemption } from '../promo/redeem-promo-code.ts';
import { recordOrderOpened } from './order-state.ts';

/**
 * Checkouts of one popular item or one promo code queue on the same row locks; give them time to get a
 * connection and finish rather than failing the buyer after Prisma's default 2 s / 5 s.
 */
const CHECKOUT_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };

export type CheckoutSettings = PaymentSettings;

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
  const earlier = idempotencyKey ? await earlierAnswer(db, userId, idempotencyKey) : null;
  if (earlier) return earlier;

  await checkTradeUrl(db, userId, body.tradeUrl);
  const cart = await priceCheckoutCart(db, userId, body.currency);
  const opened = await openOrder(db, userId, body, cart, idempotencyKey, settings);
  if ('earlier' in opened) return opened.earlier;

  const { order } = opened;
  const answer = await openPayment(
    db,
    { id: order.id, kind: 'cart', amountMinor: order.amountMinor, currency: order.currency, trackingId: order.trackingId, expiresAt: order.expiresAt, paymentType: body.paymentType },
    { email: body.email, first_name: body.name, last_name: body.surname, country: body.country_iso ?? null, city: body.city, address: body.address, zip: body.postCode, phone: body.phone },
    settings,
  );
  await db.order.update({ where: { id: order.id }, data: { idempotentResponse: answer as unknown as Prisma.InputJsonValue } });
  return answer;
}

/**
 * The items go to this trade URL, so it must be the buyer's own: the same rule as the profile's (a Steam
 * user's trade URL names their own account as partner), never a looser one at the moment it matters most.
 */
async function checkTradeUrl(db: PrismaClient, userId: number, tradeUrl: string): Promise<void> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { steamId: true } });
  const problem = tradeUrlProblem(tradeUrl, user.steamId);
  if (problem) throw validationError({ tradeUrl: [problem] }, problem);
}

/** The totals the buyer was shown (subtotal, promo discount, VAT), recomputed from the database now. */
async function priceCheckoutCart(db: PrismaClient, userId: number, currencyCode: string | undefined): Promise<PricedCart> {
  const cart = await priceCart(db, userId, currencyCode);
  if (cart.lines.length === 0) {
    // Nothing buyable, but something in the cart: someone else's order holds it now. The cart is not empty.
    if ((await db.cartItem.count({ where: { cart: { userId } } })) > 0) throw itemsGone();
    throw validationError({ cart: [CART_MESSAGES.cartEmpty] }, CART_MESSAGES.cartEmpty);
  }
  if (cart.promoProblem) throw validationError({ promo_code: [cart.promoProblem] }, cart.promoProblem);
  // A code worth the whole cart leaves nothing a card could be charged; the provider refuses 0.
  if (cart.totals.totalMinor <= 0n) throw validationError({ promo_code: [NOTHING_TO_PAY] }, NOTHING_TO_PAY);
  return cart;
}

type OpenedOrder = { order: { id: number; amountMinor: bigint; currency: string; trackingId: string; expiresAt: Date } } | { earlier: CheckoutResponse };

/** Creates the pending order and reserves all its items in one transaction, or nothing at all. */
async function openOrder(
  db: PrismaClient,
  userId: number,
  body: CheckoutBody,
  cart: PricedCart,
  idempotencyKey: string | undefined,
  settings: CheckoutSettings,
): Promise<OpenedOrder> {
  const { currency, totals } = cart;
  const expiresAt = new Date(Date.now() + settings.orderTtlMs);
  const items = cart.lines.map(({ listing }) => ({
    listingId: listing.id,
    title: listing.title,
    imgPath: listing.imgPath,
    category: listing.category.slug,
    priceEur: listing.price,
    price: minorUnitsToDecimalString(convertToMinorUnits(listing.price.toString(), currency.rate)),
  }));
  try {
    const order = await db.$transaction(async (tx) => {
      if (cart.promo) await claimPromoUse(tx, cart.promo.id, userId);
      const created = await tx.order.create({
        data: {
          userId,
          kind: 'cart',
          paymentType: body.paymentType,
          trackingId: randomUUID(),
          idempotencyKey: idempotencyKey ?? null,
          currency: currency.code,
          rate: currency.rate,
          amountMinor: totals.totalMinor,
          subtotalEur: totals.subtotalEur,
          discountEur: totals.discountEur,
          vatPercent: cart.vatPercent,
          vatEur: totals.vatEur,
          totalEur: totals.totalEur,
          promoCodeId: cart.promo?.id ?? null,
          expiresAt,
          name: body.name,
          surname: body.surname,
          email: body.email,
          phone: body.phone,
          countryId: body.country,
          city: body.city,
          address: body.address,
          postCode: body.postCode,
          steamId: body.steamId,
          tradeUrl: body.tradeUrl,
          items: { create: items },
        },
      });
      await reserveItems(tx, userId, created.id, items.map((item) => item.listingId), expiresAt);
      if (cart.promo) await recordRedemption(tx, cart.promo.id, userId, created.id, totals.discountEur);
      await recordOrderOpened(tx, created.id, 'checkout');
      return created;
    }, CHECKOUT_TRANSACTION);
    return { order };
  } catch (error) {
    // The same Idempotency-Key raced in from a second request: answer what the first one answered.
    if (idempotencyKey && error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return { earlier: await waitForEarlierAnswer(db, userId, idempotencyKey) };
    }
    throw error;
  }
}

/** One conditional update: every listing on sale (or held by this buyer's own open payment), or none. */
async function reserveItems(tx: Prisma.TransactionClient, userId: number, orderId: number, ids: number[], until: Date): Promise<void> {
  const reserved = await tx.listing.updateMany({
    where: { id: { in: ids }, OR: [{ status: 'available' }, { status: 'reserved', reservedBy: { userId, status: { in: ['pending', 'processing'] } } }] },
    data: { status: 'reserved', reservedOrderId: orderId, reservedUntil: until },
  });
  if (reserved.count !== ids.length) throw itemsGone();
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
