import { createPrismaClient, type PrismaClient } from '@skins/db';
import { checkoutBodySchema, type CheckoutInput } from '@skins/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, getCart } from '../src/services/cart/cart.ts';
import { checkout, type CheckoutSettings } from '../src/services/orders/checkout.ts';
import { AppError } from '../src/lib/errors.ts';
import { createBuyer, restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { startPaysageSandbox, type PaysageSandbox } from './helpers/paysage-sandbox.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

const form = (overrides: Partial<CheckoutInput> = {}) =>
  checkoutBodySchema.parse({
    paymentType: 'paysage_widget',
    accept_terms: true,
    name: 'Ana',
    surname: 'Buyer',
    phone: '+372 5555 1234',
    email: 'Ana@Example.com',
    country: 1,
    city: 'Tallinn',
    address: 'Tornimäe 1',
    postCode: '10145',
    steamId: '76561198000000001',
    tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEf12',
    ...overrides,
  });

describe('cart and checkout', () => {
  let db: PrismaClient;
  let paysage: PaysageSandbox;
  let settings: CheckoutSettings;
  const touched: number[] = [];

  beforeAll(async () => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 20 });
    paysage = await startPaysageSandbox();
    settings = { paysage: paysage.config, notificationUrl: 'http://api.test/api/payments/paysage/notifications', publicWebUrl: 'http://web.test', orderTtlMs: 15 * 60_000 };
  });
  afterAll(async () => {
    await restoreListings(db, touched);
    await paysage?.close();
    await db?.$disconnect();
  });

  it('keeps one of each item and says so when it is added twice', async () => {
    const user = await createBuyer(db);
    const [listing] = await takeAvailableListings(db, 1);
    await addToCart(db, user.id, listing!.id);
    await expect(addToCart(db, user.id, listing!.id)).rejects.toMatchObject({ status: 409, code: 'ALREADY_IN_CART', message: 'This item is already in your cart' });
    const cart = await getCart(db, user.id, 'USD');
    expect(cart.cart).toHaveLength(1);
    expect(cart).toMatchObject({ currency: 'USD', currency_symbol: '$' });
  });

  it('validates every checkout field with the spec messages', () => {
    const parsed = checkoutBodySchema.safeParse({ paymentType: 'card', accept_terms: true, phone: 'abc', email: 'nope', tradeUrl: 'http://x' });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Last name is required',
        'Country is required',
        'City is required',
        'Address is required',
        'Postal code is required',
        'Steam ID is required',
        'Invalid phone format (e.g. +1234567890)',
        'Invalid email format',
      ]),
    );
    expect(messages.some((m) => m.startsWith('Invalid Steam trade URL format'))).toBe(true);
  });

  it('widget flow: prices from the database, items reserved, the widget told what to charge', async () => {
    const user = await createBuyer(db);
    const listings = await takeAvailableListings(db, 2);
    touched.push(...listings.map((l) => l.id));
    for (const listing of listings) await addToCart(db, user.id, listing.id);
    const answer = await checkout(db, user.id, form({ currency: 'EUR', items: listings.map((l) => ({ id: l.id, price: 0.01 })) }), undefined, settings);
    const expectedMinor = listings.reduce((sum, l) => sum + Math.round(Number(l.price) * 100), 0);
    expect(answer).toMatchObject({ status: 'OK', amount_minor: expectedMinor, currency: 'EUR', notification_url: 'http://api.test/api/payments/paysage/notifications' });
    const order = await db.order.findUniqueOrThrow({ where: { id: (answer as { order_id: number }).order_id }, include: { items: true } });
    expect(order).toMatchObject({ status: 'pending', email: 'ana@example.com' });
    expect(order.items).toHaveLength(2);
    const held = await db.listing.findMany({ where: { id: { in: listings.map((l) => l.id) } } });
    expect(held.every((l) => l.status === 'reserved' && l.reservedOrderId === order.id)).toBe(true);
  });

  it('I1: 200 concurrent checkouts of one item by 200 buyers reserve it once', async () => {
    const [listing] = await takeAvailableListings(db, 1);
    touched.push(listing!.id);
    const buyers = await Promise.all(Array.from({ length: 200 }, () => createBuyer(db)));
    for (const buyer of buyers) await addToCart(db, buyer.id, listing!.id);
    const outcomes = await Promise.allSettled(buyers.map((buyer) => checkout(db, buyer.id, form(), undefined, settings)));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(199);
    expect(lost.every((o) => o.reason instanceof AppError && o.reason.status === 409 && o.reason.message.startsWith('This item is no longer available.'))).toBe(true);
    const buyerIds = buyers.map((buyer) => buyer.id);
    expect(await db.orderItem.count({ where: { listingId: listing!.id, order: { status: 'pending', userId: { in: buyerIds } } } })).toBe(1);
  });

  it('tells a buyer who lost the race that the item is no longer available, not that the cart is empty', async () => {
    const [listing] = await takeAvailableListings(db, 1);
    touched.push(listing!.id);
    const [winner, loser] = [await createBuyer(db), await createBuyer(db)];
    for (const buyer of [winner, loser]) await addToCart(db, buyer.id, listing!.id);
    await checkout(db, winner.id, form(), undefined, settings);
    await expect(checkout(db, loser.id, form(), undefined, settings)).rejects.toMatchObject({
      status: 409,
      code: 'ITEM_UNAVAILABLE',
      message: 'This item is no longer available. Remove the unavailable items from your cart and try again.',
    });
  });

  it('I3: the same Idempotency-Key sent twice at once opens one order and answers both alike', async () => {
    const user = await createBuyer(db);
    const [listing] = await takeAvailableListings(db, 1);
    touched.push(listing!.id);
    await addToCart(db, user.id, listing!.id);
    const [a, b] = await Promise.all([checkout(db, user.id, form(), 'key-1', settings), checkout(db, user.id, form(), 'key-1', settings)]);
    expect(a).toEqual(b);
    expect(await db.order.count({ where: { userId: user.id } })).toBe(1);
    expect(await checkout(db, user.id, form(), 'key-1', settings)).toEqual(a);
  });

  it('card flow: a hosted payment page token, and with the provider down the items go back on sale', async () => {
    const user = await createBuyer(db);
    const [listing] = await takeAvailableListings(db, 1);
    touched.push(listing!.id);
    await addToCart(db, user.id, listing!.id);
    const answer = await checkout(db, user.id, form({ paymentType: 'card' }), undefined, settings);
    expect(answer).toMatchObject({ status: 'OK', message: 'Redirecting to payment gateway...' });
    expect((answer as { redirect_url: string }).redirect_url).toContain(`${paysage.base}/paysage/v2/checkout?token=`);

    const other = await createBuyer(db);
    const [second] = await takeAvailableListings(db, 1);
    touched.push(second!.id);
    await addToCart(db, other.id, second!.id);
    await paysage.setFaults({ 'paysage.api': 'down' });
    try {
      await expect(checkout(db, other.id, form({ paymentType: 'card' }), undefined, settings)).rejects.toMatchObject({ status: 503, message: 'Failed to initialize payment' });
    } finally {
      await paysage.setFaults({ 'paysage.api': 'normal' });
    }
    expect(await db.listing.findUniqueOrThrow({ where: { id: second!.id } })).toMatchObject({ status: 'available', reservedOrderId: null });
  });

  it('a retry with the same Idempotency-Key after the provider failed starts a new payment at once', async () => {
    const user = await createBuyer(db);
    const [listing] = await takeAvailableListings(db, 1);
    touched.push(listing!.id);
    await addToCart(db, user.id, listing!.id);
    await paysage.setFaults({ 'paysage.api': 'down' });
    try {
      await expect(checkout(db, user.id, form({ paymentType: 'card' }), 'retry-key-1', settings)).rejects.toMatchObject({ status: 503 });
    } finally {
      await paysage.setFaults({ 'paysage.api': 'normal' });
    }
    // The failed attempt answered nothing a client could repeat: the key is free again, not "still being processed".
    const retried = await checkout(db, user.id, form({ paymentType: 'card' }), 'retry-key-1', settings);
    expect(retried).toMatchObject({ status: 'OK', message: 'Redirecting to payment gateway...' });
    const orders = await db.order.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' }, select: { status: true, idempotencyKey: true } });
    expect(orders).toEqual([
      { status: 'failed', idempotencyKey: null },
      { status: 'pending', idempotencyKey: 'retry-key-1' },
    ]);
    expect(await checkout(db, user.id, form({ paymentType: 'card' }), 'retry-key-1', settings)).toEqual(retried);
  });

  it('refuses an empty cart, and shows sold items as unavailable', async () => {
    const user = await createBuyer(db);
    await expect(checkout(db, user.id, form(), undefined, settings)).rejects.toMatchObject({ status: 422, message: 'Cart is empty' });
    const [listing] = await takeAvailableListings(db, 1);
    touched.push(listing!.id);
    await addToCart(db, user.id, listing!.id);
    await db.listing.update({ where: { id: listing!.id }, data: { status: 'sold' } });
    const cart = await getCart(db, user.id);
    expect(cart.cart).toHaveLength(0);
    expect(cart.unavailable).toEqual([{ id: expect.any(Number), item_id: listing!.id, item: { name: listing!.title, image_url: listing!.imgPath } }]);
  });
});
