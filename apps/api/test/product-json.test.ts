/**
 * PostgreSQL writes every catalogue product (catalogue/product-json.ts). These tests hold
 * what it writes to the §3 product as TypeScript shapes it from the same listing: the shared schema, the
 * same prices (money.ts, half-up once), the same pictures (product-image.ts), and the bytes the route's
 * response serializer writes, for every listing of the test catalogue, in every seeded currency, with the
 * images local and on a CDN; then for hostile titles, extreme prices and rates, and odd icon URLs.
 */
import { Prisma } from '@skins/db';
import { eurConverter, itemSchema, itemsListResponseSchema, NEW_LISTING_DAYS, type Item } from '@skins/shared';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerFor } from '../src/lib/response-serializer.ts';
import { sqlRows } from '../src/catalogue/sql.ts';
import type { PriceCurrency } from '../src/services/currencies/resolve-currency.ts';
import { APP_ICON, cdnIconUrl, ECONOMY_ICON, LOCAL_IMAGE_HOST, productImageUrl } from '../src/services/images/product-image.ts';
import { productJson, type ProductView } from '../src/catalogue/product-json.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

const CDN = 'http://cdn.test:4110/cdn';
const writeItem = serializerFor(itemSchema);

interface ListingFields {
  id: number;
  title: string;
  price: string;
  oldPrice: string | null;
  imgPath: string;
  iconUrl: string | null;
  type: string;
  hero: string | null;
  rarity: string | null;
  exteriorName: string;
  itemClass: string;
  createdAt: Date;
  isSale: boolean;
  isTop: boolean;
  categorySlug: string;
  tradableAfter: Date | null;
}

/** The product as TypeScript shapes it: the reference PostgreSQL's JSON is held to. */
function shaped(listing: ListingFields, currency: PriceCurrency, imageHost: string): Item {
  const convert = eurConverter(currency.rate);
  return {
    id: listing.id,
    title: listing.title,
    price: convert(listing.price),
    old_price: listing.oldPrice === null ? null : convert(listing.oldPrice),
    img_url: productImageUrl(imageHost, listing.imgPath, listing.iconUrl),
    img_fallback_url: listing.imgPath,
    type: listing.type,
    category: listing.categorySlug,
    hero: listing.hero,
    quality: listing.rarity,
    exterior_name: listing.exteriorName,
    class: listing.itemClass,
    is_new: listing.createdAt.getTime() >= Date.now() - NEW_LISTING_DAYS * 86_400_000,
    is_sale: listing.isSale,
    is_top: listing.isTop,
    currency: currency.code,
    currency_symbol: currency.symbol,
    tradable_after: listing.tradableAfter && listing.tradableAfter > new Date() ? listing.tradableAfter.toISOString() : null,
  };
}

/** Text whose every character fits in one byte: the serializer then writes it as PostgreSQL does. */
const oneByte = (text: string) => [...text].every((character) => character.charCodeAt(0) <= 0xff);

describe('productJson', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 2 });
  });
  afterAll(() => pool.end());

  /** Every listing with its product as PostgreSQL writes it (text, not parsed). */
  async function catalogue(view: ProductView) {
    return sqlRows<ListingFields & { product: string }>(
      pool,
      Prisma.sql`
      SELECT l.id, l.title, l.price::text AS price, l.old_price::text AS "oldPrice", l.img_path AS "imgPath", i.icon_url AS "iconUrl",
        l.type, l.hero, l.rarity, l.exterior_name AS "exteriorName", l.item_class AS "itemClass", l.created_at AS "createdAt",
        l.is_sale AS "isSale", l.is_top AS "isTop", c.slug AS "categorySlug", l.tradable_after AS "tradableAfter", ${productJson(view)}::text AS product
      FROM listings l JOIN categories c ON c.id = l.category_id LEFT JOIN items i ON i.id = l.item_id
      ORDER BY l.id`,
    );
  }

  it('writes every listing as TypeScript would, in every currency, with local and CDN images', async () => {
    const currencies = await sqlRows<PriceCurrency>(pool, Prisma.sql`SELECT code, symbol, rate::text AS rate FROM currencies ORDER BY code`);
    expect(currencies.length).toBeGreaterThan(3);
    const mismatches: string[] = [];
    let compared = 0;
    for (const imageHost of [LOCAL_IMAGE_HOST, CDN, `${CDN}/`]) {
      for (const currency of currencies) {
        for (const listing of await catalogue({ currency, imageHost })) {
          const expected = shaped(listing, currency, imageHost);
          const written = JSON.parse(listing.product) as Item;
          if (compared % 97 === 0) expect(itemSchema.strict().parse(written)).toEqual(expected);
          // Byte for byte what the response serializer writes (it escapes a few wide characters, PostgreSQL none).
          const same = oneByte(listing.title) ? listing.product === writeItem(expected) : JSON.stringify(written) === JSON.stringify(expected);
          if (!same) mismatches.push(`${currency.code} ${imageHost}: ${listing.product} <> ${writeItem(expected)}`);
          compared++;
        }
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  });

  it("writes the schema's fields and nothing else, in the schema's order (the one list of them)", async () => {
    const fields = Object.keys(itemSchema.shape);
    for (const imageHost of [LOCAL_IMAGE_HOST, CDN]) {
      const [first] = await catalogue({ currency: { code: 'EUR', symbol: '€', rate: '1' }, imageHost });
      expect(Object.keys(JSON.parse(first!.product) as object), imageHost).toEqual(fields);
    }
  });

  it('answers the CDN icon where the catalogue has one, and the generated art where it has none', async () => {
    const products = (await catalogue({ currency: { code: 'EUR', symbol: '€', rate: '1' }, imageHost: CDN })).map((row) => JSON.parse(row.product) as Item);
    expect(products.filter((product) => product.img_url.startsWith(`${CDN}/economy/image/`)).length).toBeGreaterThan(0);
    expect(products.filter((product) => product.img_url.startsWith(`${CDN}/apps/570/icons/econ/`)).length).toBeGreaterThan(0);
    expect(products.filter((product) => product.img_url === product.img_fallback_url).length).toBeGreaterThan(0);
  });

  it('holds for hostile titles, extreme prices and odd rates', async () => {
    const titles = ['Quote " and \\ backslash', 'Tab\tnew\nline\r\u0001\u001f\u007f', '"; DROP TABLE listings; --', 'Émoji 😀 and ™ and ł', ' ', 'x'.repeat(5000)];
    const prices: Array<[string, string | null]> = [
      ['0.00', null],
      ['0.01', '0.05'],
      ['0.05', '0.15'],
      ['9999999999.99', '9999999999.99'],
      ['123.45', '200.00'],
    ];
    const rates = ['1', '0.000001', '1.5', '0.333333', '3.000005', '123456.789012', '25.150000'];
    for (const rate of rates) {
      const currency = { code: 'XTS', symbol: 'Kč ₿ "q"', rate };
      for (const [i, title] of titles.entries()) {
        for (const [price, oldPrice] of prices) {
          const listing: ListingFields = {
            id: 2_147_483_647 - i,
            title,
            price,
            oldPrice,
            imgPath: 'items/1.svg',
            iconUrl: null,
            type: 'Weapon',
            hero: i % 2 ? null : 'Pudge',
            rarity: i % 3 ? null : 'Arcana',
            exteriorName: 'Standard',
            itemClass: 'Wearable',
            createdAt: new Date(Date.now() - (i % 2 === 0 ? 1 : 30) * 86_400_000),
            isSale: true,
            isTop: false,
            categorySlug: 'wearables',
            tradableAfter: [null, new Date(Date.now() + 86_400_123), new Date(Date.now() - 1_000)][i % 3]!,
          };
          const [row] = await sqlRows<{ product: string }>(
            pool,
            Prisma.sql`
            SELECT ${productJson({ currency, imageHost: CDN })}::text AS product
            FROM (SELECT ${listing.id}::int AS id, ${title}::text AS title, ${price}::numeric(12,2) AS price, ${oldPrice}::numeric(12,2) AS old_price,
              ${listing.imgPath}::text AS img_path, -1 AS item_id, ${listing.type}::text AS type, ${listing.hero}::text AS hero,
              ${listing.rarity}::text AS rarity, ${listing.exteriorName}::text AS exterior_name, ${listing.itemClass}::text AS item_class,
              ${listing.createdAt}::timestamptz AS created_at, ${listing.isSale}::boolean AS is_sale, ${listing.isTop}::boolean AS is_top,
              ${listing.tradableAfter}::timestamp AS tradable_after) l,
              (SELECT ${listing.categorySlug}::text AS slug) c`,
          );
          expect(JSON.parse(row!.product), `${title.slice(0, 20)} ${price} at ${rate}`).toEqual(shaped(listing, currency, CDN));
        }
      }
    }
  });

  it('reads icon URLs with the same patterns as TypeScript, odd ones included', async () => {
    const seeded = await sqlRows<{ url: string }>(pool, Prisma.sql`SELECT icon_url AS url FROM items WHERE icon_url IS NOT NULL`);
    const odd = [
      'https://steamcdn-a.akamaihd.net/apps/570/icons/econ/items/axe/x.png?v=2',
      'https://steamcdn-a.akamaihd.net/apps/570/icons/econ/../../secret.png',
      'https://steamcdn-a.akamaihd.net/apps/570/icons/econ/items/./x.png',
      'https://steamcdn-a.akamaihd.net/apps/570/icons/econ/items/x.PNG',
      'https://steamcdn-a.akamaihd.net/apps/570/icons/econ/items/x.png/extra',
      'https://steamcommunity-a.akamaihd.net/economy/image/abc_DEF-123/62fx62f',
      'https://steamcommunity-a.akamaihd.net/economy/image/',
      'https://steamcommunity-a.akamaihd.net/economy/image/ü',
      'ftp://steamcdn-a.akamaihd.net/apps/570/icons/econ/items/x.png',
      'javascript:alert(1)//economy/image/abc',
      'https://evil.example/economy/image/abc"onerror="x',
      '',
    ];
    const urls = [...seeded.map((row) => row.url), ...odd];
    const rows = await sqlRows<{ economy: string | null; app: string | null }>(
      pool,
      Prisma.sql`SELECT substring(url from ${ECONOMY_ICON.pattern}::text) AS economy, substring(url from ${APP_ICON.pattern}::text) AS app
      FROM unnest(${urls}::text[]) WITH ORDINALITY AS u(url, n) ORDER BY n`,
    );
    rows.forEach((row, n) => {
      const url = urls[n]!;
      expect([row.economy, row.app], url).toEqual([new RegExp(ECONOMY_ICON.pattern).exec(url)?.[1] ?? null, new RegExp(APP_ICON.pattern).exec(url)?.[1] ?? null]);
    });
    expect(cdnIconUrl(CDN, odd[1]!, 'card')).toBeNull();
    expect(cdnIconUrl(CDN, odd[0]!, 'card')).toBe(`${CDN}/apps/570/icons/econ/items/axe/x.png`);
  });
});

describe('GET /api/items/list writes the page PostgreSQL wrote into the envelope', () => {
  const ctx = useTestApp();
  const writeList = serializerFor(itemsListResponseSchema);

  it('is the answer the response serializer writes, for every page plan and currency', async () => {
    const queries = [
      'limit=16',
      'sort=asc&limit=16&page=3',
      'sort=desc&hero=Pudge,Axe&limit=16',
      'sort=asc&hero=Pudge&quality=Rare,Mythical&exterior_name=Standard&limit=16',
      'sort=desc&item_class=Wearable&limit=5&currency=CZK',
      'search=pudge&limit=16&currency=PLN',
      'sort=asc&price_from=1&price_till=3&limit=16&currency=USD',
      'hero=No%20such%20hero&limit=16',
    ];
    for (const query of queries) {
      const response = await request(ctx.app.server).get(`/api/items/list?${query}`).expect(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = itemsListResponseSchema.parse(response.body);
      if (body.payload.every((product) => oneByte(product.title))) expect(response.text, query).toBe(writeList(body));
      else expect(JSON.parse(response.text)).toEqual(JSON.parse(writeList(body)));
    }
  });
});
