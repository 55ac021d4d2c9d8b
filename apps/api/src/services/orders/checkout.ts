/**
 * POST /api/orders/checkout (spec §2 Checkout, §7; DESIGN.md Payments; I1, I3). Prices come from the
 * database, never from the client. Every cart item is reserved by one conditional update, so either the
 * whole cart is held for this order or nothing is. An Idempotency-Key makes a retried checkout answer
 * the first answer instead of opening a second order.
 */
import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '@skins/db';
import { convertToMinorUnits, minorUnitsToDecimalString } from '@skins/shared';
import { CART_MESSAGES } from '@skins/shared/cart';
import type { CheckoutBody, CheckoutResponse } from '@skins/shared/checkout';
import { AppError, conflict, validationError } from '../../lib/errors.ts';
import { cartLines, isBuyable } from '../cart/cart.ts';
import { createCheckout, type PaysageConfig } from '../payments/paysage-client.ts';
import { priceCart } from '../promo/cart-promo.ts';
import { claimPromoUse, recordRedemption } from '../promo/redeem-promo-code.ts';

/**
 * Checkouts of one popular item or one promo code queue on the same row locks; give them time to get a
 * connection and finish rather than failing the buyer after Prisma's default 2 s / 5 s.
 */
const CHECKOUT_TRANSACTION = { maxWait: 10_000, timeout: 15_000 };

export interface CheckoutSettings {
  paysage: PaysageConfig;
  publicKey: string;
  notificationUrl: string;
  publicWebUrl: string;
  orderTtlMs: number;
}

export async function checkout(
  db: PrismaClient,
  userId: number,
  body: CheckoutBody,
  idempotencyKey: string | undefined,
  settings: CheckoutSettings,
): Promise<CheckoutResponse> {
  if (idempotencyKey) {
    const earlier = await earlierAnswer(db, userId, idempotencyKey);
    if (earlier) return earlier;
  }

  const lines = (await cartLines(db, userId)).filter((line) => isBuyable(line, userId));
  if (lines.length === 0) throw validationError({ cart: [CART_MESSAGES.cartEmpty] }, CART_MESSAGES.cartEmpty);
  // The totals the buyer was shown (subtotal, promo discount, VAT), recomputed from the database now.
  const cart = await priceCart(db, userId, body.currency);
  if (cart.promoProblem) throw validationError({ promo_code: [cart.promoProblem] }, cart.promoProblem);
  const { currency, totals } = cart;
  const priced = lines.map(({ listing }) => ({ listing, minor: convertToMinorUnits(listing.price.toString(), currency.rate) }));
  const amountMinor = totals.totalMinor;
  const expiresAt = new Date(Date.now() + settings.orderTtlMs);
  const trackingId = randomUUID();

  let order;
  try {
    order = await db.$transaction(async (tx) => {
      if (cart.promo) await claimPromoUse(tx, cart.promo.id, userId);
      const created = await tx.order.create({
        data: {
          userId,
          kind: 'cart',
          paymentType: body.paymentType,
          trackingId,
          idempotencyKey: idempotencyKey ?? null,
          currency: currency.code,
          rate: currency.rate,
          amountMinor,
          subtotalEur: totals.subtotalEur,
          discountEur: totals.discountEur,
          vatPercent: String(cart.view.vat_percent),
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
          items: {
            create: priced.map(({ listing, minor }) => ({
              listingId: listing.id,
              title: listing.title,
              imgPath: listing.imgPath,
              category: listing.category.slug,
              priceEur: listing.price,
              price: minorUnitsToDecimalString(minor),
            })),
          },
        },
      });
      const ids = priced.map(({ listing }) => listing.id);
      const reserved = await tx.listing.updateMany({
        where: { id: { in: ids }, OR: [{ status: 'available' }, { status: 'reserved', reservedBy: { userId, status: { in: ['pending', 'processing'] } } }] },
        data: { status: 'reserved', reservedOrderId: created.id, reservedUntil: expiresAt },
      });
      if (reserved.count !== ids.length) throw conflict(`${CART_MESSAGES.noLongerAvailable} Remove the unavailable items from your cart and try again.`, 'ITEM_UNAVAILABLE');
      if (cart.promo) await recordRedemption(tx, cart.promo.id, userId, created.id, totals.discountEur);
      await tx.orderStatusChange.create({ data: { orderId: created.id, toStatus: 'pending', source: 'checkout' } });
      return created;
    }, CHECKOUT_TRANSACTION);
  } catch (error) {
    // The same Idempotency-Key raced in from a second request: answer what the first one answered.
    if (idempotencyKey && error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const earlier = await waitForEarlierAnswer(db, userId, idempotencyKey);
      if (earlier) return earlier;
    }
    throw error;
  }

  const amount = Number(amountMinor) / 100;
  let answer: CheckoutResponse;
  if (body.paymentType === 'paysage_widget') {
    answer = {
      status: 'OK',
      order_id: order.id,
      amount,
      amount_minor: Number(amountMinor),
      currency: currency.code,
      tracking_id: trackingId,
      notification_url: settings.notificationUrl,
      description: `Order #${order.id}`,
      public_key: settings.publicKey,
      test_mode: settings.paysage.testMode,
    };
  } else {
    answer = await openHostedPayment(db, order.id, { amountMinor, currency: currency.code, trackingId, expiresAt, body }, settings);
  }
  await db.order.update({ where: { id: order.id }, data: { idempotentResponse: answer as unknown as Prisma.InputJsonValue } });
  return answer;
}


async function openHostedPayment(
  db: PrismaClient,
  orderId: number,
  order: { amountMinor: bigint; currency: string; trackingId: string; expiresAt: Date; body: CheckoutBody },
  settings: CheckoutSettings,
): Promise<CheckoutResponse> {
  const web = settings.publicWebUrl;
  try {
    const checkoutToken = await createCheckout(settings.paysage, {
      amountMinor: order.amountMinor,
      currency: order.currency,
      description: `Order #${orderId}`,
      trackingId: order.trackingId,
      notificationUrl: settings.notificationUrl,
      successUrl: `${web}/processing-payment?order_id=${orderId}`,
      declineUrl: `${web}/fail-payment?order_id=${orderId}`,
      failUrl: `${web}/fail-payment?order_id=${orderId}`,
      cancelUrl: `${web}/cart`,
      customer: { email: order.body.email, first_name: order.body.name, last_name: order.body.surname, city: order.body.city, address: order.body.address, zip: order.body.postCode, phone: order.body.phone },
      expiresAt: order.expiresAt,
    });
    await db.order.update({ where: { id: orderId }, data: { paysageToken: checkoutToken.token } });
    return { status: 'OK', message: 'Redirecting to payment gateway...', order_id: orderId, redirect_url: checkoutToken.redirectUrl };
  } catch (error) {
    // No payment can start: give the items back at once rather than holding them until the order expires.
    await db.$transaction([
      db.listing.updateMany({ where: { reservedOrderId: orderId, status: 'reserved' }, data: { status: 'available', reservedOrderId: null, reservedUntil: null } }),
      db.order.update({ where: { id: orderId }, data: { status: 'failed', failureReason: 'payment provider unavailable' } }),
      db.orderStatusChange.create({ data: { orderId, fromStatus: 'pending', toStatus: 'failed', source: 'checkout', note: (error as Error).message } }),
    ]);
    throw new AppError('UNAVAILABLE', 'Failed to initialize payment');
  }
}

async function earlierAnswer(db: PrismaClient, userId: number, idempotencyKey: string): Promise<CheckoutResponse | null> {
  const order = await db.order.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } }, select: { idempotentResponse: true } });
  return (order?.idempotentResponse as CheckoutResponse | null | undefined) ?? null;
}

/** The first request of a key may still be talking to the provider; give it a moment to store its answer. */
async function waitForEarlierAnswer(db: PrismaClient, userId: number, idempotencyKey: string): Promise<CheckoutResponse | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await earlierAnswer(db, userId, idempotencyKey);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw conflict('A checkout with this Idempotency-Key is still being processed. Try again in a moment.');
}
