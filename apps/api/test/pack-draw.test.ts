/**
 * A pack draws each match of a draw equally often: a chi-square test over a thousand draws among a group of
 * the test catalogue's listings whose ids are scattered (as sold runs leave them). A draw that favours the
 * listing after a gap (the first match after a random id) fails it by orders of magnitude.
 */
import { createPrismaClient } from '@skins/db';
import { afterAll, describe, expect, it } from 'vitest';
import { drawListing } from '../src/services/balance/open-pack.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

const db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 2 });
afterAll(() => db.$disconnect());

const DRAWS = 1000;

/** The chi-square critical value at p = 0.001 (Wilson–Hilferty), for `df` degrees of freedom. */
function criticalChiSquare(df: number): number {
  const z = 3.090232;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

describe('pack draws', () => {
  it('are uniform among what a draw may give', async () => {
    // A kind and rarity with a handful of listings a draw may give (on sale, deliverable now), scattered through the catalogue.
    const [group] = await db.$queryRaw<Array<{ item_class: string; rarity: string; n: number }>>`
      SELECT l.item_class, l.rarity, count(*)::int AS n FROM listings l
      WHERE l.status = 'available' AND l.rarity IS NOT NULL AND (l.tradable_after IS NULL OR l.tradable_after <= now())
        AND EXISTS (SELECT 1 FROM bot_assets a JOIN steam_bots b ON b.id = a.bot_id WHERE a.listing_id = l.id AND a.status = 'held' AND b.active)
      GROUP BY 1, 2 HAVING count(*) BETWEEN 5 AND 12 AND max(l.id) - min(l.id) > 50
      ORDER BY count(*) DESC LIMIT 1`;
    expect(group, 'the test catalogue has a small scattered group').toBeDefined();
    const counts = new Map<number, number>();
    for (let draw = 0; draw < DRAWS; draw++) {
      // Each draw in a transaction of its own, as each opening is; nothing is written.
      const drawn = await db.$transaction((tx) => drawListing(tx, [group!.item_class], [group!.rarity], []));
      counts.set(drawn!.id, (counts.get(drawn!.id) ?? 0) + 1);
    }
    const expected = DRAWS / group!.n;
    const observed = [...counts.values()];
    const missing = group!.n - observed.length;
    const chiSquare = observed.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0) + missing * expected;
    expect(chiSquare).toBeLessThan(criticalChiSquare(group!.n - 1));
  });

  it('never draw a copy in a trade cooldown: a pack’s item goes out at once', async () => {
    const [locked] = await db.$queryRaw<Array<{ id: number; item_class: string; rarity: string }>>`
      SELECT l.id, l.item_class, l.rarity FROM listings l
      WHERE l.status = 'available' AND l.tradable_after > now() AND l.rarity IS NOT NULL
        AND EXISTS (SELECT 1 FROM bot_assets a WHERE a.listing_id = l.id AND a.status = 'held')
      ORDER BY l.id LIMIT 1`;
    expect(locked, 'the seed puts some copies in a cooldown').toBeDefined();
    for (let draw = 0; draw < 30; draw++) {
      const drawn = await db.$transaction((tx) => drawListing(tx, [locked!.item_class], [locked!.rarity], []));
      expect(drawn?.id).not.toBe(locked!.id);
    }
  });

  it('never draw what another opening holds, nor what the same pack already drew', async () => {
    const [listing] = await db.$queryRaw<Array<{ id: number; item_class: string; rarity: string | null }>>`
      SELECT l.id, l.item_class, l.rarity FROM listings l
      WHERE l.status = 'available' AND EXISTS (SELECT 1 FROM bot_assets a WHERE a.listing_id = l.id AND a.status = 'held')
      ORDER BY l.id LIMIT 1`;
    // Already drawn by this pack: never drawn again.
    for (let draw = 0; draw < 20; draw++) expect((await db.$transaction((tx) => drawListing(tx, [listing!.item_class], [], [listing!.id])))?.id).not.toBe(listing!.id);
    await db.$transaction(async (holder) => {
      await holder.$queryRaw`SELECT id FROM listings WHERE id = ${listing!.id} FOR UPDATE`;
      const drawn = await db.$transaction((tx) => drawListing(tx, [listing!.item_class], [], []));
      expect(drawn?.id ?? null).not.toBe(listing!.id);
    });
  });
});
