import { filterDataResponseSchema } from '@skins/shared';
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

  it("offers the listing ages (the spec's age flag) some copy on sale has, youngest first, as listings change", async () => {
    const ages = async () => filterDataResponseSchema.parse((await request(ctx.app.server).get('/api/items/filter-data').expect(200)).body).payload.ages;
    const until = async (expected: string[]) => {
      let answer: string[] = [];
      for (let i = 0; i < 40 && JSON.stringify((answer = await ages())) !== JSON.stringify(expected); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      return answer;
    };
    // The seed lists every copy within the last year and a half.
    expect(await ages()).toEqual(['0-18-months']);

    // Three copies listed four years ago bring their age into the facet, after the younger one.
    const aged = await ctx.db.$queryRaw<Array<{ id: number; created_at: Date }>>`
      UPDATE listings l SET created_at = now() - interval '4 years'
      FROM (SELECT id, created_at FROM listings WHERE status = 'available' ORDER BY id LIMIT 3) old
      WHERE l.id = old.id RETURNING l.id, old.created_at`;
    try {
      expect(await until(['0-18-months', '3-5-years'])).toEqual(['0-18-months', '3-5-years']);
    } finally {
      for (const row of aged) await ctx.db.$executeRaw`UPDATE listings SET created_at = ${row.created_at} WHERE id = ${row.id}`;
    }
    // Listed recently again, the age leaves the facet.
    expect(await until(['0-18-months'])).toEqual(['0-18-months']);
  });
});
