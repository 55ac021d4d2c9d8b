/**
 * GET /api/items/filter-counts over the real seeded catalogue: the counts beside the filter panel's values.
 * The expectations are counted from the database, never written down.
 */
import { filterCountsResponseSchema, type FilterCounts } from '@skins/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

describe('GET /api/items/filter-counts', () => {
  const ctx = useTestApp();
  const counts = async (query: Record<string, string>): Promise<FilterCounts> =>
    filterCountsResponseSchema.parse((await request(ctx.app.server).get('/api/items/filter-counts').query(query).expect(200)).body).payload;
  /** Available listings by one column's values, under `where`. */
  async function byValue(column: 'hero' | 'rarity' | 'type' | 'exteriorName' | 'itemClass', where: object = {}): Promise<Record<string, number>> {
    const rows = await ctx.db.listing.groupBy({ by: [column], where: { status: 'available', ...where }, _count: { _all: true } });
    return Object.fromEntries(rows.filter((row) => row[column] !== null).map((row) => [row[column] as string, row._count._all]));
  }

  it('counts every value of every filter among the listings on sale', async () => {
    const all = await counts({});
    expect(all.hero).toEqual(await byValue('hero'));
    expect(all.quality).toEqual(await byValue('rarity'));
    expect(all.type).toEqual(await byValue('type'));
    expect(all.exterior_name).toEqual(await byValue('exteriorName'));
    expect(all.item_class).toEqual(await byValue('itemClass'));
  });

  it("counts each filter's values given the other filters' choices, its own left out", async () => {
    const [pick] = await ctx.db.$queryRaw<Array<{ hero: string; rarity: string }>>`
      SELECT hero, rarity FROM listings WHERE status = 'available' AND hero IS NOT NULL AND rarity IS NOT NULL
      GROUP BY hero, rarity ORDER BY count(*) DESC LIMIT 1`;
    const { hero, rarity } = pick!;
    const chosen = await counts({ hero, quality: rarity });
    // Ticking another hero would add that hero's listings of the chosen rarity, and the other way round.
    expect(chosen.hero).toEqual(await byValue('hero', { rarity }));
    expect(chosen.quality).toEqual(await byValue('rarity', { hero }));
    expect(chosen.type).toEqual(await byValue('type', { hero, rarity }));
    expect(chosen.hero[hero]).toBeGreaterThan(0);
  });

  it('counts only what the search and the price range keep', async () => {
    const pudge = await counts({ search: 'pudge' });
    expect(Object.keys(pudge.hero)).toEqual(['Pudge']);
    expect(pudge.hero.Pudge).toBe(await ctx.db.listing.count({ where: { status: 'available', hero: 'Pudge' } }));

    const cheap = await counts({ price_till: '1' });
    expect(cheap.item_class).toEqual(await byValue('itemClass', { price: { lte: 1 } }));
  });

  it('refuses what the list refuses', async () => {
    await request(ctx.app.server).get('/api/items/filter-counts').query({ price_from: '5', price_till: '1' }).expect(422);
  });
});
