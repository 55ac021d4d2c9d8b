import { convertFromEur, priceHistoryResponseSchema, referencePricesResponseSchema } from '@skins/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

const DAY = 86_400_000;

describe('price history and reference prices (issue 16.1)', () => {
  const ctx = useTestApp();
  const created: number[] = [];
  let itemId = 0;
  let listingId = 0;
  const sold: Array<{ price: string; at: Date; exterior?: string }> = [];

  async function addListing(price: string, status: 'available' | 'sold' | 'reserved', soldAt?: Date, exterior = 'Standard') {
    const category = await ctx.db.category.findFirstOrThrow({ where: { itemClass: { not: null } } });
    const listing = await ctx.db.listing.create({
      data: {
        itemId, categoryId: category.id, title: 'History test item', type: 'Weapon', exteriorName: exterior,
        itemClass: category.itemClass!, price, imgPath: `items/${itemId}.svg`, status, soldAt: soldAt ?? null,
      },
    });
    created.push(listing.id);
    return listing.id;
  }

  beforeAll(async () => {
    // An item definition no seeded listing uses, so every sale of it is one this test made.
    const [free] = await ctx.db.$queryRaw<Array<{ id: number }>>`
      SELECT id FROM items i WHERE NOT EXISTS (SELECT 1 FROM listings l WHERE l.item_id = i.id) ORDER BY id LIMIT 1`;
    itemId = free!.id;
    const now = Date.now();
    sold.push(
      { price: '8.00', at: new Date(now - 60_000) },
      { price: '10.00', at: new Date(now - 120_000) },
      // Another copy quality of the same item definition counts too.
      { price: '12.00', at: new Date(now - 180_000), exterior: 'Genuine' },
      { price: '15.00', at: new Date(now - 2 * DAY) },
      { price: '20.00', at: new Date(now - 3 * DAY) },
      { price: '100.00', at: new Date(now - 40 * DAY) },
      { price: '1000.00', at: new Date(now - 100 * DAY) },
    );
    for (const sale of sold) await addListing(sale.price, 'sold', sale.at, sale.exterior);
    listingId = await addListing('10.00', 'available');
    // Unsold copies (on sale or in someone's pending order) are not sales.
    await addListing('1.00', 'reserved');
  });

  afterAll(async () => {
    await ctx.db.listing.deleteMany({ where: { id: { in: created } } });
  });

  const history = async (query: Record<string, string | number>, id = listingId) =>
    request(ctx.app.server).get(`/api/items/${id}/price-history`).query(query);

  it('answers the sold prices of the item per day, with the period median and volume', async () => {
    const response = await history({ days: 7 });
    expect(response.status).toBe(200);
    const { payload } = priceHistoryResponseSchema.parse(response.body);
    expect(payload.item_id).toBe(itemId);
    expect(payload.volume).toBe(5);
    // The middle of 8, 10, 12, 15, 20 is a real sale's price, never an interpolated float.
    expect(payload.median).toBe(12);
    const byDay = new Map(payload.points.map((point) => [point.date, point]));
    const day = (at: Date) => at.toISOString().slice(0, 10);
    const newest = sold.slice(0, 3);
    const today = byDay.get(day(newest[0]!.at))!;
    if (newest.every((sale) => day(sale.at) === day(newest[0]!.at))) {
      expect(today).toMatchObject({ median: 10, min: 8, max: 12, volume: 3 });
    }
    expect(byDay.get(day(sold[4]!.at))).toMatchObject({ median: 20, min: 20, max: 20, volume: 1 });
    expect(payload.points.map((point) => point.date)).toEqual([...payload.points.map((point) => point.date)].sort());
  });

  it('answers an item that never sold: no median, no points (a 500 before: the empty period still has its total row)', async () => {
    const [unsold] = await ctx.db.$queryRaw<Array<{ id: number }>>`
      SELECT id FROM items i WHERE id <> ${itemId} AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.item_id = i.id) ORDER BY id LIMIT 1`;
    const category = await ctx.db.category.findFirstOrThrow({ where: { itemClass: { not: null } } });
    const listing = await ctx.db.listing.create({
      data: { itemId: unsold!.id, categoryId: category.id, title: 'Never sold', type: 'Weapon', exteriorName: 'Standard', itemClass: category.itemClass!, price: '3.00', imgPath: 'items/x.svg' },
    });
    created.push(listing.id);
    for (const days of [7, 30, 90]) {
      const response = await history({ days }, listing.id);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const { payload } = priceHistoryResponseSchema.parse(response.body);
      expect(payload).toMatchObject({ median: null, volume: 0, points: [], reference: { median: null, sales: 0, percent_below: null } });
    }
  });

  it('widens to 90 days but never further back', async () => {
    const { payload } = priceHistoryResponseSchema.parse((await history({ days: 90 })).body);
    expect(payload.volume).toBe(6);
    expect(payload.points.some((point) => point.max === 100)).toBe(true);
    expect(payload.points.some((point) => point.max === 1000)).toBe(false);
  });

  it('gives the 30-day reference price and how far the product is below it', async () => {
    const { payload } = priceHistoryResponseSchema.parse((await history({ days: 7 })).body);
    expect(payload.reference).toEqual({ median: 12, sales: 5, percent_below: 17 });
  });

  it('answers in the selected currency', async () => {
    const usd = await ctx.db.currency.findUniqueOrThrow({ where: { code: 'USD' } });
    const { payload } = priceHistoryResponseSchema.parse((await history({ days: 90, currency: 'USD' })).body);
    expect(payload.currency).toBe('USD');
    expect(payload.median).toBe(convertFromEur('12.00', usd.rate.toString()));
    expect(payload.reference.median).toBe(convertFromEur('12.00', usd.rate.toString()));
  });

  it('answers reference prices for a page of products, and none where sales are too few', async () => {
    const other = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', id: { notIn: created } } });
    const response = await request(ctx.app.server).get('/api/items/reference-prices').query({ ids: `${listingId},${other.id}` });
    const { payload } = referencePricesResponseSchema.parse(response.body);
    expect(payload[0]).toEqual({ id: listingId, median: 12, sales: 5, percent_below: 17 });
    expect(payload[1]?.id).toBe(other.id);
    if (payload[1]!.sales < 5) expect(payload[1]).toMatchObject({ median: null, percent_below: null });
  });

  it('refuses other periods and unknown products', async () => {
    expect((await history({ days: 14 })).status).toBe(422);
    expect((await history({ days: 30 }, 2_000_000_000)).status).toBe(404);
  });

  it('the seed gives the catalogue a sales history to chart', async () => {
    const seeded = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', id: { notIn: created } } });
    const { payload } = priceHistoryResponseSchema.parse((await history({ days: 90 }, seeded.id)).body);
    expect(payload.volume).toBeGreaterThanOrEqual(3);
    expect(payload.points.length).toBeGreaterThan(0);
  });
  // Last: it adds sales the tests above do not expect.
  it('answers a repeated call from memory, and a new sale shows at once (issue 15: every call cached or cheap)', async () => {
    const volume = async () => priceHistoryResponseSchema.parse((await history({ days: 30, currency: 'EUR' })).body).payload.volume;
    await volume(); // computed twice: kept
    const before = await volume();
    // A sale written without the change trigger firing (replica role): only a kept answer explains the old volume.
    const quiet = await ctx.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
      const [row] = await tx.$queryRaw<Array<{ id: number }>>`
        INSERT INTO listings (item_id, category_id, title, type, exterior_name, item_class, price, img_path, status, sold_at, updated_at)
        SELECT item_id, category_id, title, type, exterior_name, item_class, 9.00, img_path, 'sold', now(), now() FROM listings WHERE id = ${listingId}
        RETURNING id`;
      return row!.id;
    });
    created.push(quiet);
    expect(await volume()).toBe(before);

    // A sale as the shop makes it: the answer is dropped in every process, so the next call counts it.
    await addListing('9.50', 'sold', new Date());
    let after = before;
    for (let i = 0; i < 40 && after < before + 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await volume();
    }
    expect(after).toBe(before + 2);
  });
});
