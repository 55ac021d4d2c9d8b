/**
 * What one checkout and one applied payment ask of PostgreSQL, counted by a relay between the client and the
 * database (bench/pg-counter.ts): under a burst of buyers every round trip costs the api CPU and a pooled
 * connection (bench:checkout measures that), so the hot path's statements are pinned here by count.
 */
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { checkoutBodySchema } from '@skins/shared/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCounter, type PgCounter } from '../bench/pg-counter.ts';
import { addToCart } from '../src/services/cart/cart.ts';
import { applyProviderTransaction } from '../src/services/orders/apply-provider-transaction.ts';
import { checkout, type CheckoutSettings } from '../src/services/orders/checkout.ts';
import { CHECKOUT_FORM } from './helpers/checkout-form.ts';
import { createBuyer, createPendingOrder, providerTransaction, restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { startPaysageSandbox, type PaysageSandbox } from './helpers/paysage-sandbox.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

describe('statements of the hot path', () => {
  let counter: PgCounter;
  let db: PrismaClient;
  let paysage: PaysageSandbox;
  let settings: CheckoutSettings;
  const touched: number[] = [];
  const statements: string[] = [];

  beforeAll(async () => {
    counter = await startPgCounter(TEST_DATABASE_URL, (text) => statements.push(text.trim().split(/\s+/).slice(0, 3).join(' ')));
    db = createPrismaClient({ databaseUrl: counter.url, maxConnections: 2 });
    paysage = await startPaysageSandbox();
    settings = { paysage: paysage.config, notificationUrl: 'http://api.test/api/payments/paysage/notifications', publicWebUrl: 'http://web.test', orderTtlMs: 15 * 60_000 };
  });
  afterAll(async () => {
    await restoreListings(db, touched);
    await paysage?.close();
    await db?.$disconnect();
    await counter?.close();
  });

  /** Statements sent while `work` runs, and their first words (to say which when the count is off). */
  async function counted(work: () => Promise<unknown>) {
    const before = counter.counts();
    statements.length = 0;
    await work();
    const after = counter.counts();
    return { statements: after.statements - before.statements, roundTrips: after.roundTrips - before.roundTrips, sent: [...statements] };
  }

  it('a checkout of two items makes three round trips: read, open the order, keep the payment and the answer', async () => {
    const user = await createBuyer(db);
    const listings = await takeAvailableListings(db, 2);
    touched.push(...listings.map((listing) => listing.id));
    for (const listing of listings) await addToCart(db, user.id, listing.id);
    const form = checkoutBodySchema.parse({ ...CHECKOUT_FORM, currency: 'EUR' });
    // The first checkout of a client also reads the currency table (kept for a few seconds): not the one counted.
    await checkout(db, user.id, form, 'statements-warm-up-key', settings);

    const user2 = await createBuyer(db);
    const more = await takeAvailableListings(db, 2);
    touched.push(...more.map((listing) => listing.id));
    for (const listing of more) await addToCart(db, user2.id, listing.id);
    const run = await counted(() => checkout(db, user2.id, form, 'statements-key', settings));
    expect(run, run.sent.join('\n')).toMatchObject({ statements: 3, roundTrips: 3 });
  });

  it('applying a successful payment to a cart order makes four round trips, its transaction included', async () => {
    const { order, listingIds } = await createPendingOrder(db, { listings: 2 });
    touched.push(...listingIds);
    const run = await counted(() => applyProviderTransaction(db, providerTransaction(order, 'successful'), 'notification'));
    expect(run, run.sent.join('\n')).toMatchObject({ statements: 4, roundTrips: 4 });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('completed');
  });
});
