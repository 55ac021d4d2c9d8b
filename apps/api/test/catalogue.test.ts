import {
  categoriesResponseSchema,
  filterDataResponseSchema,
  itemsListResponseSchema,
  itemDetailsResponseSchema,
  itemsResponseSchema,
  NEW_LISTING_DAYS,
  OTHER_COPIES_COUNT,
  type Item,
} from '@skins/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

describe('catalogue', () => {
  const ctx = useTestApp();
  const get = (path: string, query: Record<string, string | number> = {}) => request(ctx.app.server).get(path).query(query);
  const list = async (query: Record<string, string | number>) =>
    itemsListResponseSchema.parse((await get('/api/items/list', query).expect(200)).body);
  const availableWhere = (where: object) => ctx.db.listing.count({ where: { status: 'available', ...where } });

  describe('GET /api/items/list filters', () => {
    it('filters by each list column, comma-joined', async () => {
      const sample = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', hero: { not: null } } });
      const cases: Array<[Record<string, string>, object, (p: Item) => boolean]> = [
        [{ hero: sample.hero! }, { hero: sample.hero }, (p) => p.hero === sample.hero],
        [{ quality: 'Rare,Mythical' }, { rarity: { in: ['Rare', 'Mythical'] } }, (p) => ['Rare', 'Mythical'].includes(p.quality ?? '')],
        [{ type: sample.type }, { type: sample.type }, (p) => p.type === sample.type],
        [{ exterior_name: 'Genuine' }, { exteriorName: 'Genuine' }, (p) => p.exterior_name === 'Genuine'],
        [{ item_class: 'Courier,Ward' }, { itemClass: { in: ['Courier', 'Ward'] } }, (p) => ['Courier', 'Ward'].includes(p.class)],
      ];
      for (const [query, where, matches] of cases) {
        const body = await list({ ...query, limit: 100 });
        expect(body.meta.total, JSON.stringify(query)).toBe(await availableWhere(where));
        expect(body.payload.every(matches), JSON.stringify(query)).toBe(true);
      }
    });

    it('combines three filters with a price sort, across several values per filter', async () => {
      const body = await list({ quality: 'Rare,Mythical,Common', exterior_name: 'Standard,Genuine', item_class: 'Wearable', sort: 'asc', limit: 30 });
      const expected = await ctx.db.listing.findMany({
        where: { status: 'available', rarity: { in: ['Rare', 'Mythical', 'Common'] }, exteriorName: { in: ['Standard', 'Genuine'] }, itemClass: 'Wearable' },
        orderBy: [{ price: 'asc' }, { id: 'asc' }],
        take: 30,
        select: { id: true },
      });
      expect(body.payload.map((p) => p.id)).toEqual(expected.map((row) => row.id));
    });

    it('answers every page plan exactly like a plain ordered query', async () => {
      const sample = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', hero: { not: null } } });
      const cases: Array<[string, Record<string, string>, object]> = [
        ['index-order', { hero: sample.hero!, sort: 'desc' }, { hero: sample.hero }],
        ['merge', { quality: 'Rare,Mythical', exterior_name: 'Standard,Genuine', sort: 'asc' }, { rarity: { in: ['Rare', 'Mythical'] }, exteriorName: { in: ['Standard', 'Genuine'] } }],
        ['sort-matches', { price_from: '0.5', price_till: '3', sort: 'desc' }, { price: { gte: 0.5, lte: 3 } }],
      ];
      for (const [plan, query, where] of cases) {
        const direction = query.sort as 'asc' | 'desc';
        for (const page of [1, 2]) {
          const body = await list({ ...query, limit: 7, page });
          const expected = await ctx.db.listing.findMany({
            where: { status: 'available', ...where },
            orderBy: [{ price: direction }, { id: direction }],
            skip: (page - 1) * 7,
            take: 7,
            select: { id: true },
          });
          expect(body.payload.map((p) => p.id), `${plan} page ${page}`).toEqual(expected.map((row) => row.id));
        }
      }
    });

    it('searches by the beginnings of words, case-insensitively (search itself: items-search.test.ts)', async () => {
      const sample = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', title: { contains: ' ' } } });
      const [first, second] = sample.title.split(' ');
      const query = `${first!.toUpperCase()} ${second!.slice(0, 3).toLowerCase()}`;
      const body = await list({ search: query, limit: 100 });
      expect(body.payload.map((p) => p.id)).toContain(sample.id);
      expect((await list({ search: 'qzxvw jkqzx' })).meta.total).toBe(0);
      expect((await list({ search: '%' })).meta.total).toBe(0);
    });

    it('filters by a price range typed in the requested currency', async () => {
      const eur = await list({ price_from: '1', price_till: '2', limit: 100 });
      expect(eur.payload.every((p) => p.price >= 1 && p.price <= 2)).toBe(true);
      expect(eur.meta.total).toBe(await availableWhere({ price: { gte: 1, lte: 2 } }));
      const pln = await list({ price_from: '10', price_till: '20', currency: 'PLN', limit: 100 });
      expect(pln.payload.length).toBeGreaterThan(0);
      expect(pln.payload.every((p) => p.price >= 10 && p.price <= 20.01 && p.currency === 'PLN')).toBe(true);
    });

    it('filters by the new, sale and age flags: new and age say how long ago a copy was listed', async () => {
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
      // The seeded copies were listed within the last year; one listed four years ago is '3-5-years'.
      const old = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available' }, orderBy: { id: 'asc' } });
      await ctx.db.listing.update({ where: { id: old.id }, data: { createdAt: daysAgo(4 * 365) } });
      try {
        const fresh = await list({ new: 'true', limit: 100 });
        expect(fresh.meta.total).toBe(await availableWhere({ createdAt: { gte: daysAgo(NEW_LISTING_DAYS) } }));
        expect(fresh.meta.total).toBeGreaterThan(0);
        expect(fresh.payload.every((p) => p.is_new)).toBe(true);

        const aged = await list({ age: '3-5-years' });
        expect(aged.payload.map((p) => p.id)).toEqual([old.id]);
        expect(aged.payload[0]!.is_new).toBe(false);
        expect((await list({ age: '0-18-months' })).meta.total).toBe(await availableWhere({ createdAt: { gt: daysAgo(548) } }));
        expect((await list({ age: '6-8-years' })).meta.total).toBe(0);

        // The panel offers the ages some copy on sale has, youngest first (once the change has cleared the kept values).
        let ages: string[] = [];
        for (let tries = 0; tries < 150 && ages.length < 2; tries++) {
          ages = filterDataResponseSchema.parse((await get('/api/items/filter-data').expect(200)).body).payload.ages;
          if (ages.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(ages).toEqual(['0-18-months', '3-5-years']);
      } finally {
        await ctx.db.listing.update({ where: { id: old.id }, data: { createdAt: old.createdAt } });
      }
      const sale = await list({ sale: 'true', limit: 100 });
      expect(sale.meta.total).toBe(await availableWhere({ isSale: true }));
      expect(sale.payload.every((p) => p.is_sale && p.old_price !== null && p.old_price > p.price)).toBe(true);
    });

    it('filters by category and sub-category, by slug or by name, "all" meaning no filter', async () => {
      const couriers = await availableWhere({ itemClass: 'Courier' });
      expect((await list({ category: 'dota2', subcategory: 'couriers' })).meta.total).toBe(couriers);
      expect((await list({ category: 'DOTA 2', subcategory: 'Couriers' })).meta.total).toBe(couriers);
      expect((await list({ category: 'all', subcategory: 'all' })).meta.total).toBe(await availableWhere({}));
      expect((await list({ category: 'dota2' })).meta.total).toBe(await availableWhere({}));
      expect((await list({ category: 'no-such-category' })).meta.total).toBe(0);
    });

    it('answers random products', async () => {
      const body = await list({ random: 'true', limit: 20 });
      expect(body.payload).toHaveLength(20);
      expect(new Set(body.payload.map((p) => p.id)).size).toBe(20);
    });

    it.each([
      [{ price_from: '50', price_till: '10' }, 'price_from'],
      [{ price_from: '-5' }, 'price_from'],
      [{ new: 'maybe' }, 'new'],
      [{ age: '99-years' }, 'age'],
      [{ page: 100_000, limit: 16 }, 'page'],
    ])('refuses %o with a field error', async (query, field) => {
      const response = await get('/api/items/list', query).expect(422);
      expect(response.body.errors[field]?.[0]).toEqual(expect.any(String));
    });
  });

  describe('GET /api/items/:id', () => {
    it('answers the product with similar products of the same hero or rarity, never itself', async () => {
      const listing = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', hero: { not: null } }, orderBy: { id: 'asc' } });
      const body = itemDetailsResponseSchema.parse((await get(`/api/items/${listing.id}`, { currency: 'GBP' }).expect(200)).body);
      expect(body.payload).toMatchObject({ id: listing.id, title: listing.title, currency: 'GBP' });
      expect(body.payload.similar.length).toBeGreaterThan(0);
      for (const similar of body.payload.similar) {
        expect(similar.id).not.toBe(listing.id);
        expect(similar.hero === listing.hero || similar.quality === listing.rarity).toBe(true);
      }
      const ids = body.payload.similar.map((p) => p.id);
      expect(await ctx.db.listing.count({ where: { id: { in: ids }, status: { not: 'available' } } })).toBe(0);
    });

    it('lists the other copies of the same item on sale, cheapest first, with how many there are', async () => {
      // An item with two copies on sale, given nine more at prices around theirs (more than a page shows).
      const [row] = await ctx.db.$queryRaw<Array<{ item_id: number }>>`
        SELECT item_id FROM listings WHERE status = 'available' GROUP BY item_id HAVING count(*) >= 2 ORDER BY item_id DESC LIMIT 1`;
      const [first] = await ctx.db.listing.findMany({ where: { status: 'available', itemId: row!.item_id }, orderBy: { id: 'asc' } });
      const added = await ctx.db.$queryRaw<Array<{ id: number }>>`
        INSERT INTO listings (item_id, category_id, title, hero, rarity, type, exterior_name, item_class, price, img_path, status, updated_at)
        SELECT item_id, category_id, title, hero, rarity, type, exterior_name, item_class, (0.05 + n * 0.37)::numeric(12, 2), img_path, 'available', now()
        FROM listings, generate_series(1, 9) n WHERE id = ${first!.id} RETURNING id`;
      try {
        const copies = await ctx.db.listing.findMany({ where: { status: 'available', itemId: row!.item_id }, orderBy: [{ price: 'asc' }, { id: 'asc' }] });
        const shown = copies[copies.length - 1]!;
        const body = itemDetailsResponseSchema.parse((await get(`/api/items/${shown.id}`).expect(200)).body).payload;
        expect(body.status).toBe('available');
        const others = copies.filter((copy) => copy.id !== shown.id);
        expect(body.other_copies_total).toBe(others.length);
        expect(others.length).toBeGreaterThan(OTHER_COPIES_COUNT);
        expect(body.other_copies.map((p) => p.id)).toEqual(others.slice(0, OTHER_COPIES_COUNT).map((copy) => copy.id));
        const prices = body.other_copies.map((p) => p.price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      } finally {
        await ctx.db.listing.deleteMany({ where: { id: { in: added.map((listing) => listing.id) } } });
      }
    });

    it('answers a sold listing as sold, with the copies that replace it', async () => {
      const [row] = await ctx.db.$queryRaw<Array<{ item_id: number }>>`
        SELECT item_id FROM listings WHERE status = 'available' GROUP BY item_id HAVING count(*) >= 2 ORDER BY item_id LIMIT 1`;
      const [gone, ...rest] = await ctx.db.listing.findMany({ where: { status: 'available', itemId: row!.item_id }, orderBy: [{ price: 'asc' }, { id: 'asc' }] });
      await ctx.db.listing.update({ where: { id: gone!.id }, data: { status: 'sold', soldAt: new Date() } });
      try {
        const response = await get(`/api/items/${gone!.id}`).expect(200);
        // Revalidated on every visit: a browser must not keep showing a sold copy as for sale.
        expect(response.headers['cache-control']).toMatch(/^public, max-age=0\b/);
        const body = itemDetailsResponseSchema.parse(response.body).payload;
        expect(body.status).toBe('sold');
        expect(body.other_copies_total).toBe(rest.length);
        expect(body.other_copies.map((p) => p.id)).toEqual(rest.slice(0, OTHER_COPIES_COUNT).map((copy) => copy.id));
      } finally {
        await ctx.db.listing.update({ where: { id: gone!.id }, data: { status: 'available', soldAt: null } });
      }
    });

    it('answers 404 for an unknown product and 422 for a malformed id', async () => {
      expect((await get('/api/items/999999999').expect(404)).body.message).toBe('Product not found');
      await get('/api/items/abc').expect(422);
    });
  });

  it('GET /api/items/recommended answers top listings', async () => {
    const body = itemsResponseSchema.parse((await get('/api/items/recommended').expect(200)).body);
    expect(body.payload.length).toBeGreaterThan(0);
    expect(body.payload.every((p) => p.is_top)).toBe(true);
  });

  it('GET /api/items/filter-data lists only values that exist among available listings', async () => {
    const body = filterDataResponseSchema.parse((await get('/api/items/filter-data').expect(200)).body).payload;
    const heroes = await ctx.db.listing.findMany({ where: { status: 'available', hero: { not: null } }, distinct: ['hero'], select: { hero: true } });
    expect([...body.heroes].sort()).toEqual(heroes.map((h) => h.hero).sort());
    expect(body.classes).toEqual(expect.arrayContaining(['Wearable']));
    expect(body.qualities.indexOf('Common')).toBeLessThan(body.qualities.indexOf('Rare'));
    expect(body.price_min).toBeLessThan(body.price_max);
  });

  it('GET /api/categories answers the nested tree, translated where a translation exists', async () => {
    const english = categoriesResponseSchema.parse((await get('/api/categories').expect(200)).body).payload;
    expect(english[0]).toMatchObject({ url: 'dota2', name: 'Dota 2' });
    expect(english[0]!.subcategories.map((c) => c.url)).toContain('couriers');
    const german = categoriesResponseSchema.parse((await get('/api/categories', { lang_id: 3 }).expect(200)).body).payload;
    expect(german[0]!.subcategories.find((c) => c.url === 'couriers')?.name).toBe('Kuriere');
  });

  it('GET /api/static-pages and /api/static-pages/{slug or id}, in the requested language', async () => {
    const pages = (await get('/api/static-pages').expect(200)).body.payload as Array<{ id: number; slug: string; is_terms: number }>;
    expect(pages.filter((p) => p.is_terms === 1)).toHaveLength(1);
    const faq = pages.find((p) => p.slug === 'faq')!;
    const bySlug = (await get('/api/static-pages/faq').expect(200)).body.payload;
    const byId = (await get(`/api/static-pages/${faq.id}`).expect(200)).body.payload;
    expect(byId).toEqual(bySlug);
    expect(bySlug.content).toContain('<h');
    const russian = (await get('/api/static-pages/faq', { lang_id: 2 }).expect(200)).body.payload;
    expect(russian.title).not.toBe(bySlug.title);
    expect((await get('/api/static-pages/products').expect(404)).body.message).toBe('Page not found');
  });

  it('GET /api/languages and /api/localizations merge English under the requested language', async () => {
    const languages = (await get('/api/languages').expect(200)).body.payload;
    expect(languages[0]).toEqual({ id: 1, code: 'en', title: 'English', default: 1 });
    const english = (await get('/api/localizations', { lang_id: 1 }).expect(200)).body.payload;
    const russian = (await get('/api/localizations', { lang_id: 2 }).expect(200)).body.payload;
    expect(english['notFound.title']).toBe('Oops! Page Not Found');
    expect(Object.keys(russian).sort()).toEqual(Object.keys(english).sort());
    expect(russian['notFound.title']).not.toBe(english['notFound.title']);
    expect((await get('/api/localizations', { lang_id: 999 }).expect(200)).body.payload).toEqual(english);
  });

  it('GET /api/currencies, /api/countries, /api/social-links, /api/settings', async () => {
    const currencies = (await get('/api/currencies').expect(200)).body.payload;
    expect(currencies.find((c: { code: string }) => c.code === 'EUR')).toMatchObject({ symbol: '€', value: 1, default: 1 });
    expect(currencies.length).toBeGreaterThanOrEqual(6);
    const countries = (await get('/api/countries').expect(200)).body.payload;
    expect(countries.find((c: { iso: string }) => c.iso === 'DE')).toMatchObject({ title: 'Germany' });
    expect((await get('/api/social-links').expect(200)).body.payload.length).toBeGreaterThan(0);
    const eur = (await get('/api/settings').expect(200)).body.payload;
    const pln = (await get('/api/settings', { currency: 'PLN' }).expect(200)).body.payload;
    const rate = Number((await ctx.db.currency.findUniqueOrThrow({ where: { code: 'PLN' } })).rate);
    expect(eur).toMatchObject({ is_reg_enabled: true, paysage: { public_key: 'sandbox-public-key', test_mode: true } });
    expect(pln.min_top_up).toBeCloseTo(eur.min_top_up * rate, 2);
  });

  it('marks public catalogue answers cacheable and validates them with an ETag', async () => {
    for (const path of ['/api/categories', '/api/static-pages', '/api/currencies', '/api/items/filter-data']) {
      const response = await get(path).expect(200);
      expect(response.headers['cache-control'], path).toMatch(/^public, max-age=\d+/);
      expect(response.headers.etag, path).toBeTruthy();
    }
  });
});
