import { convertFromEur, itemsListResponseSchema } from '@skins/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

describe('GET /api/items/list', () => {
  const ctx = useTestApp();
  const list = (query: Record<string, string | number>) => request(ctx.app.server).get('/api/items/list').query(query);

  it('answers a page of available seeded Dota 2 listings with the §7 envelope', async () => {
    const response = await list({ page: 1, limit: 5 }).expect(200);
    const body = itemsListResponseSchema.parse(response.body);
    const available = await ctx.db.listing.count({ where: { status: 'available' } });
    expect(body.payload).toHaveLength(5);
    expect(body.meta).toMatchObject({ total: available, pages: Math.ceil(available / 5), page: 1, limit: 5 });

    const ids = body.payload.map((product) => product.id);
    const rows = await ctx.db.listing.findMany({ where: { id: { in: ids } }, include: { item: true } });
    expect(rows.every((row) => row.status === 'available')).toBe(true);
    expect(rows.map((row) => row.title).sort()).toEqual(rows.map((row) => row.item.name).sort());
  });

  it('never lists sold or reserved listings', async () => {
    const sold = await ctx.db.listing.findFirst({ where: { status: 'sold' } });
    expect(sold).not.toBeNull();
    const response = await list({ limit: 100, sort: 'desc' }).expect(200);
    const statuses = await ctx.db.listing.findMany({
      where: { id: { in: response.body.payload.map((p: { id: number }) => p.id) } },
      select: { status: true },
    });
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['available']));
  });

  it('sorts by price in both directions and pages without overlap', async () => {
    const asc = itemsListResponseSchema.parse((await list({ sort: 'asc', limit: 20 }).expect(200)).body).payload;
    const prices = asc.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const desc = itemsListResponseSchema.parse((await list({ sort: 'desc', limit: 20 }).expect(200)).body).payload;
    expect(desc[0]!.price).toBeGreaterThanOrEqual(desc.at(-1)!.price);
    expect(desc[0]!.price).toBeGreaterThan(asc[0]!.price);

    const page2 = itemsListResponseSchema.parse((await list({ sort: 'asc', limit: 20, page: 2 }).expect(200)).body).payload;
    expect(page2[0]!.price).toBeGreaterThanOrEqual(asc.at(-1)!.price);
    expect(page2.map((p) => p.id).filter((id) => asc.some((p) => p.id === id))).toEqual([]);
  });

  it('answers prices in the requested currency, converted from euro at its rate', async () => {
    const eur = itemsListResponseSchema.parse((await list({ sort: 'desc', limit: 3 }).expect(200)).body);
    const usd = itemsListResponseSchema.parse((await list({ sort: 'desc', limit: 3, currency: 'usd' }).expect(200)).body);
    const rate = (await ctx.db.currency.findUniqueOrThrow({ where: { code: 'USD' } })).rate.toString();
    expect(usd.payload[0]).toMatchObject({ id: eur.payload[0]!.id, currency: 'USD', currency_symbol: '$' });
    const listing = await ctx.db.listing.findUniqueOrThrow({ where: { id: eur.payload[0]!.id } });
    expect(usd.payload[0]!.price).toBe(convertFromEur(listing.price.toString(), rate));
    expect(eur.payload[0]).toMatchObject({ currency: 'EUR', currency_symbol: '€', price: Number(listing.price) });
  });

  it.each([
    [{ page: -1 }, 'page', 'The page must be at least 1.'],
    [{ page: 'two' }, 'page', undefined],
    [{ limit: 1000 }, 'limit', 'The limit may not be greater than 100.'],
    [{ limit: 0 }, 'limit', 'The limit must be at least 1.'],
    [{ sort: 'sideways' }, 'sort', 'The sort must be asc or desc.'],
    [{ currency: 'XYZ' }, 'currency', 'Invalid currency code'],
  ])('refuses %o with a 422 naming the field', async (query, field, message) => {
    const response = await list(query as Record<string, string | number>).expect(422);
    expect(response.body).toMatchObject({ status: 'ERROR', code: 'VALIDATION' });
    expect(response.body.errors[field]).toBeInstanceOf(Array);
    if (message) expect(response.body.errors[field]).toContain(message);
  });

  it('answers the count with an empty page: no matches at all, or a page past the last match', async () => {
    const none = itemsListResponseSchema.parse((await list({ hero: 'No Such Hero', sort: 'asc', limit: 16 }).expect(200)).body);
    expect(none.payload).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, pages: 0, total_is_estimate: false });

    const [few] = await ctx.db.$queryRaw<Array<{ hero: string; n: number }>>`
      SELECT hero, count(*)::int AS n FROM listings WHERE status = 'available' AND hero IS NOT NULL GROUP BY hero ORDER BY count(*) LIMIT 1`;
    // A combination asked for the first time (price_from=0 keeps every match but is new to the count cache),
    // two pages past its last match.
    const past = itemsListResponseSchema.parse((await list({ hero: few!.hero, sort: 'desc', limit: 16, page: 3, price_from: '0' }).expect(200)).body);
    expect(past.payload).toEqual([]);
    expect(past.meta.total).toBeGreaterThan(0);
    expect(past.meta.total).toBeLessThanOrEqual(few!.n);
  });

  it('carries an ETag and short public caching, and answers 304 to a matching validator', async () => {
    const first = await list({ limit: 2, sort: 'asc' }).expect(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=30/);
    expect(first.headers.etag).toBeTruthy();
    await list({ limit: 2, sort: 'asc' }).set('if-none-match', first.headers.etag!).expect(304);
  });
});

describe('GET /api/items/list past the deepest page', () => {
  // A shallow cap, so the small test catalogue has more matches than the pages reach.
  const ctx = useTestApp({ LIST_MAX_OFFSET: '100' });
  const list = (query: Record<string, string | number>) => request(ctx.app.server).get('/api/items/list').query(query);

  it('says in meta how many matches the pages reach, and offers no page past them', async () => {
    const available = await ctx.db.listing.count({ where: { status: 'available' } });
    const reachable = 100;
    expect(available, 'the test catalogue must be larger than the pages reach').toBeGreaterThan(reachable + 20);

    const capped = itemsListResponseSchema.parse((await list({ limit: 16, sort: 'asc' }).expect(200)).body).meta;
    expect(capped).toMatchObject({ total: available, pages: Math.ceil(reachable / 16), reachable_total: reachable });
    // The last page stops at the reach the answer announces (100 = 6 x 16 + 4), not at the page size (112),
    // and holds the same matches as the phone's last page ends with.
    const last = itemsListResponseSchema.parse((await list({ limit: 16, sort: 'asc', page: capped.pages }).expect(200)).body);
    expect(last.payload).toHaveLength(reachable - (capped.pages - 1) * 16);
    expect(last.meta).toMatchObject({ page: capped.pages, pages: capped.pages, limit: 16 });
    const phoneLast = itemsListResponseSchema.parse((await list({ limit: 20, sort: 'asc', page: reachable / 20 }).expect(200)).body);
    expect(last.payload.map((product) => product.id)).toEqual(phoneLast.payload.slice(-last.payload.length).map((product) => product.id));
    const refused = await list({ limit: 16, sort: 'asc', page: capped.pages + 1 }).expect(422);
    expect(refused.body.errors.page[0]).toMatch(/Narrow the filters/);

    // The same filters say the same reach whatever the page size (the phone's 20 a page, the desktop's 16).
    const phone = itemsListResponseSchema.parse((await list({ limit: 20, sort: 'asc' }).expect(200)).body).meta;
    expect(phone).toMatchObject({ pages: reachable / 20, reachable_total: capped.reachable_total });
    await list({ limit: 20, sort: 'asc', page: phone.pages + 1 }).expect(422);

    const [few] = await ctx.db.$queryRaw<Array<{ hero: string }>>`
      SELECT hero FROM listings WHERE status = 'available' AND hero IS NOT NULL GROUP BY hero ORDER BY count(*) LIMIT 1`;
    const narrow = itemsListResponseSchema.parse((await list({ limit: 16, hero: few!.hero }).expect(200)).body).meta;
    expect(narrow.total).toBeLessThan(reachable);
    expect(narrow).not.toHaveProperty('reachable_total');
  });
});
