/**
 * Checkout asks Steam about the trade URL before anything is charged: a URL Steam refuses (EResult 15, here a
 * stale token) is refused on the checkout form with a clear message, no order opened and no payment started;
 * Steam being down does not stop the sale (the engine asks again before it sends).
 */
import { tradeUrlFor } from '@skins/sandbox';
import { checkoutBodySchema } from '@skins/shared/orders';
import { describe, expect, it } from 'vitest';
import { addToCart } from '../src/services/cart/cart.ts';
import { checkout, type CheckoutSettings } from '../src/services/orders/checkout.ts';
import { assertSteamTradesWith, REFUSED_TRADE_URL } from '../src/trading/hold-days.ts';
import { CHECKOUT_FORM } from './helpers/checkout-form.ts';
import { createBuyer, restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { paysageConfigFor } from './helpers/paysage-sandbox.ts';
import { freshSteamId, useTradingStack } from './helpers/trading-engine.ts';

const stack = useTradingStack();

const form = (tradeUrl: string, steamId: string) => checkoutBodySchema.parse({ ...CHECKOUT_FORM, steamId, tradeUrl });

const settings = (): CheckoutSettings => ({
  paysage: paysageConfigFor(stack.sandbox.base),
  notificationUrl: 'http://api.test/api/payments/paysage/notifications',
  publicWebUrl: 'http://web.test',
  orderTtlMs: 15 * 60_000,
  checkTradeUrlWithSteam: (tradeUrl) => assertSteamTradesWith(stack.ctx.port, tradeUrl),
});

async function buyerWithCart() {
  const user = await createBuyer(stack.db);
  const [listing] = await takeAvailableListings(stack.db, 1);
  await addToCart(stack.db, user.id, listing!.id);
  return { user, listing: listing! };
}

describe('checkout asks Steam about the trade URL', () => {
  it('refuses a trade URL Steam refuses, before any order or payment', async () => {
    const { user, listing } = await buyerWithCart();
    const steamId = freshSteamId();
    const stale = tradeUrlFor(steamId).replace(/token=[^&]+/, 'token=Stale123');
    await expect(checkout(stack.db, user.id, form(stale, steamId), undefined, settings())).rejects.toMatchObject({ status: 422, message: REFUSED_TRADE_URL, fieldErrors: { tradeUrl: [REFUSED_TRADE_URL] } });
    expect(await stack.db.order.count({ where: { userId: user.id } })).toBe(0);
    expect((await stack.db.listing.findUniqueOrThrow({ where: { id: listing.id } })).status).toBe('available');
  });

  it('takes a trade URL Steam trades with', async () => {
    const { user, listing } = await buyerWithCart();
    const steamId = freshSteamId();
    const answer = await checkout(stack.db, user.id, form(tradeUrlFor(steamId), steamId), undefined, settings());
    expect(answer).toMatchObject({ status: 'OK' });
    await restoreListings(stack.db, [listing.id]);
  });

  it('does not stop a sale while Steam is down', async () => {
    const { user, listing } = await buyerWithCart();
    const steamId = freshSteamId();
    await stack.sandbox.setFaults({ 'steam.trade.api': 'down' });
    const answer = await checkout(stack.db, user.id, form(tradeUrlFor(steamId), steamId), undefined, settings());
    expect(answer).toMatchObject({ status: 'OK' });
    await restoreListings(stack.db, [listing.id]);
  });
});
