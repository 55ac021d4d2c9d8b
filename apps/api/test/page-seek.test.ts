import { createPgPool } from '@skins/db';
import { itemsListQuerySchema } from '@skins/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createCatalogue } from '../src/catalogue/catalogue.ts';
import { listItems, type ItemsPage } from '../src/catalogue/list-items.ts';
import type { Sql } from '../src/catalogue/sql.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

/** The ids of a page's products, in order. */
const ids = (page: ItemsPage): number[] => (JSON.parse(page.itemsJson) as Array<{ id: number }>).map((product) => product.id);

describe('deep pages by sort-key seek', () => {
  const ctx = useTestApp();
  const pool = createPgPool({ databaseUrl: TEST_DATABASE_URL, maxConnections: 4 });
  afterAll(() => pool.end());
  const MAX_OFFSET = 300;
  /** A catalogue that keeps every 8th sort key, so the small test catalogue has deep pages. */
  const seeking = (sql: Sql) => createCatalogue({ db: ctx.db, sql, maxOffset: MAX_OFFSET, seekStride: 8 });
  /** One whose stride is past the deepest page: every page is a plain OFFSET. */
  const offsetOnly = () => createCatalogue({ db: ctx.db, sql: pool, maxOffset: MAX_OFFSET, seekStride: MAX_OFFSET + 1 });

  it('answers every page exactly like OFFSET paging, for each sort and an indexed filter', async () => {
    const statements: string[] = [];
    const recording: Sql = {
      query: (config) => {
        statements.push(config.text);
        return pool.query(config);
      },
    };
    const sought = seeking(recording);
    const plain = offsetOnly();
    const pages = Math.floor(MAX_OFFSET / 16) + 1;
    // The whole catalogue by price seeks only at scale (here its few matches are sorted instead: see choosePagePlan).
    const seekingQueries = [{}, { sort: 'asc', item_class: 'Wearable' }, { sort: 'desc', item_class: 'Wearable' }];
    for (const raw of [{ sort: 'asc' }, { sort: 'desc' }, ...seekingQueries]) {
      for (let page = 1; page <= pages; page++) {
        const query = itemsListQuerySchema.parse({ ...raw, page, limit: 16 });
        const offsetPage = await listItems(plain, query);
        const seekPage = await listItems(sought, query);
        expect(ids(seekPage), `${JSON.stringify(raw)} page ${page}`).toEqual(ids(offsetPage));
        expect(seekPage.meta).toEqual(offsetPage.meta);
      }
    }
    // The seek was taken (and the keys read once per filter and sort), not a silent OFFSET fallback.
    for (const pattern of [/\(price, id\) >= /, /\(price, id\) <= /, /AND id <= \$/]) {
      expect(statements.filter((text) => pattern.test(text)), String(pattern)).toHaveLength(pages - 1);
    }
    expect(statements.filter((text) => text.includes('row_number()'))).toHaveLength(seekingQueries.length);
  });

  it('reads the keys again once listings change, so pages follow a sale', async () => {
    const catalogue = seeking(pool);
    const query = itemsListQuerySchema.parse({ sort: 'asc', item_class: 'Wearable', page: 10, limit: 16 });
    const before = await listItems(catalogue, query);
    const [first] = await ctx.db.$queryRaw<Array<{ id: number }>>`
      SELECT id FROM listings WHERE status = 'available' AND item_class = 'Wearable' ORDER BY price, id LIMIT 1`;
    await ctx.db.$executeRaw`UPDATE listings SET status = 'sold' WHERE id = ${first!.id}`;
    try {
      catalogue.changed();
      const after = await listItems(catalogue, query);
      const plain = await listItems(offsetOnly(), query);
      expect(ids(after)).toEqual(ids(plain));
      expect(ids(after)[0]).toBe(ids(before)[1]);
    } finally {
      await ctx.db.$executeRaw`UPDATE listings SET status = 'available' WHERE id = ${first!.id}`;
    }
  });
});
