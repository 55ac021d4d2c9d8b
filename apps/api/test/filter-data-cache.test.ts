import { AGE_GROUPS, filterDataResponseSchema } from '@skins/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

describe('GET /api/items/filter-data caching', () => {
  const ctx = useTestApp();
  const heroes = async () => filterDataResponseSchema.parse((await request(ctx.app.server).get('/api/items/filter-data').expect(200)).body).payload.heroes;
  const eventually = async (check: (list: string[]) => boolean) => {
    for (let i = 0; i < 40; i++) {
      if (check(await heroes())) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  };

  it('answers from its cache, and drops it as soon as listings change in any process', async () => {
    // The hero with the fewest available listings: selling them all removes it from the filters.
    const [rare] = await ctx.db.$queryRaw<Array<{ hero: string }>>`
      SELECT hero FROM listings WHERE status = 'available' AND hero IS NOT NULL GROUP BY hero ORDER BY count(*), hero LIMIT 1`;
    const hero = rare!.hero;
    expect(await heroes()).toContain(hero);

    // Sold without the change trigger firing (replica role skips triggers): only a cache explains the old answer.
    const sold = await ctx.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
      return tx.$queryRaw<Array<{ id: number }>>`UPDATE listings SET status = 'sold' WHERE hero = ${hero} AND status = 'available' RETURNING id`;
    });
    try {
      expect(await heroes()).toContain(hero);

      // Any committed change to listings (here an untouched row, as another process would) reaches the cache.
      await ctx.db.$executeRaw`UPDATE listings SET status = status WHERE id = ${sold[0]!.id}`;
      expect(await eventually((list) => !list.includes(hero))).toBe(true);
    } finally {
      await ctx.db.$executeRaw`UPDATE listings SET status = 'available' WHERE id = ANY(${sold.map((row) => row.id)}::int[])`;
    }
    expect(await eventually((list) => list.includes(hero))).toBe(true);
  });

  it('offers the toy-shop ages (spec §2) only where available listings carry them, in the spec\'s order', async () => {
    const ages = async () => filterDataResponseSchema.parse((await request(ctx.app.server).get('/api/items/filter-data').expect(200)).body).payload.ages;
    const carried = await ctx.db.$queryRaw<Array<{ age: string }>>`
      SELECT DISTINCT age_group AS age FROM listings WHERE status = 'available' AND age_group IS NOT NULL`;
    expect(carried.length).toBeGreaterThan(1);
    const inSpecOrder = AGE_GROUPS.filter((age) => carried.some((row) => row.age === age));
    expect(await ages()).toEqual(inSpecOrder);

    // The last age loses its listings (as a sale would take them): it leaves the facet, the others stay.
    const gone = inSpecOrder.at(-1)!;
    const cleared = await ctx.db.$queryRaw<Array<{ id: number }>>`
      UPDATE listings SET age_group = NULL WHERE age_group = ${gone} AND status = 'available' RETURNING id`;
    try {
      let answer: string[] = [];
      for (let i = 0; i < 40 && (answer = await ages()).includes(gone); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answer).toEqual(inSpecOrder.slice(0, -1));
    } finally {
      await ctx.db.$executeRaw`UPDATE listings SET age_group = ${gone} WHERE id = ANY(${cleared.map((row) => row.id)}::int[])`;
    }
  });
});
