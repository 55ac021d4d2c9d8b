import { Prisma } from '@skins/db';
import { itemsListResponseSchema } from '@skins/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

/** The combination plan (catalogue/combination-plan.ts) against a plain sort of every match. */
describe('GET /api/items/list for a hero with rarities and copy qualities', () => {
  const ctx = useTestApp();

  it('answers exactly the pages and count that sorting every match gives, in both orders', async () => {
    // The hero with the most listings, its two commonest rarities and copy qualities: several pages.
    const [busiest] = await ctx.db.$queryRaw<Array<{ hero: string }>>`
      SELECT hero FROM listings WHERE status = 'available' AND hero IS NOT NULL GROUP BY hero ORDER BY count(*) DESC, hero LIMIT 1`;
    const hero = busiest!.hero;
    const commonest = async (column: 'rarity' | 'exterior_name') =>
      (
        await ctx.db.$queryRaw<Array<{ value: string }>>`
        SELECT ${Prisma.raw(column)} AS value FROM listings WHERE status = 'available' AND hero = ${hero} AND ${Prisma.raw(column)} IS NOT NULL
        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 2`
      ).map((row) => row.value);
    const [rarities, exteriors] = [await commonest('rarity'), await commonest('exterior_name')];

    for (const sort of ['asc', 'desc'] as const) {
      const direction = Prisma.raw(sort === 'asc' ? 'ASC' : 'DESC');
      const expected = await ctx.db.$queryRaw<Array<{ id: number }>>`
        SELECT id FROM listings WHERE status = 'available' AND hero = ${hero} AND rarity = ANY(${rarities}::text[])
          AND exterior_name = ANY(${exteriors}::text[]) ORDER BY price ${direction}, id ${direction}`;
      expect(expected.length).toBeGreaterThan(6);
      const answered: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const query = { hero, quality: rarities.join(','), exterior_name: exteriors.join(','), sort, limit: 2, page };
        const body = itemsListResponseSchema.parse((await request(ctx.app.server).get('/api/items/list').query(query).expect(200)).body);
        expect(body.meta).toMatchObject({ total: expected.length, total_is_estimate: false });
        answered.push(...body.payload.map((item) => item.id));
      }
      expect(answered).toEqual(expected.slice(0, 6).map((row) => row.id));
    }
  });
});
