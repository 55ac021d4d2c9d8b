/** The header's suggestions, GET /api/items/suggestions?q=, over the real seeded catalogue. */
import { itemSuggestionsResponseSchema, SUGGESTED_ITEMS_MAX } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { SUGGESTIONS_PER_MINUTE } from '../src/routes/items/index.ts';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';

describe('GET /api/items/suggestions', () => {
  const ctx = useTestApp();
  const suggest = async (q: string, extra = '') => {
    const response = await new TestBrowser(ctx.app).get(`/api/items/suggestions?q=${encodeURIComponent(q)}${extra}`);
    return { response, body: response.statusCode === 200 ? itemSuggestionsResponseSchema.parse(response.json()).payload : null };
  };

  it('suggests the hero a word names, and matching items as their cheapest copy on sale', async () => {
    const { response, body } = await suggest('pudg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(body!.heroes).toEqual([{ name: 'Pudge' }]);
    expect(body!.items.length).toBeGreaterThan(0);
    expect(body!.items.length).toBeLessThanOrEqual(SUGGESTED_ITEMS_MAX);
    for (const item of body!.items) {
      const listing = await ctx.db.listing.findUniqueOrThrow({ where: { id: item.id } });
      expect(listing.status).toBe('available');
      expect(`${item.hero} ${item.title}`.toLowerCase()).toContain('pudge');
      const cheapest = await ctx.db.listing.findFirstOrThrow({
        where: { itemId: listing.itemId, status: 'available' },
        orderBy: [{ price: 'asc' }, { id: 'asc' }],
      });
      expect(item.id).toBe(cheapest.id);
    }
    expect(new Set(body!.items.map((item) => item.title)).size).toBe(body!.items.length);
  });

  it('forgets kept suggestions when listings change: a copy just sold is not suggested again', async () => {
    const first = (await suggest('pudg')).body!.items[0]!;
    // Kept: asked again, the same answer comes back.
    expect((await suggest('pudg')).body!.items[0]!.id).toBe(first.id);
    await ctx.db.listing.update({ where: { id: first.id }, data: { status: 'sold' } });
    try {
      let ids: number[] = [first.id];
      for (let tries = 0; tries < 150 && ids.includes(first.id); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ids = (await suggest('pudg')).body!.items.map((item) => item.id);
      }
      expect(ids).not.toContain(first.id);
    } finally {
      await ctx.db.listing.update({ where: { id: first.id }, data: { status: 'available' } });
    }
  });

  it('answers prices in the requested currency', async () => {
    const eur = (await suggest('arcana')).body!;
    const usd = (await suggest('arcana', '&currency=USD')).body!;
    expect(eur.items.length).toBeGreaterThan(0);
    expect(eur.heroes).toEqual([]);
    expect(usd.items.map((item) => item.id)).toEqual(eur.items.map((item) => item.id));
    expect(usd.items.every((item) => item.currency === 'USD' && item.currency_symbol === '$')).toBe(true);
  });

  it('suggests nothing for nothing, and for words that match nothing', async () => {
    expect((await suggest('')).body).toEqual({ heroes: [], items: [] });
    expect((await suggest('   ')).body).toEqual({ heroes: [], items: [] });
    expect((await suggest('qzxvw')).body).toEqual({ heroes: [], items: [] });
  });

  it('answers hostile text without an error of its own', async () => {
    for (const q of ['%', '_', "'", '\\', 'pudge & !hook', 'a:* | b', '(((', '<->', "x') OR ('1'='1", '🙂']) {
      expect((await suggest(q)).response.statusCode, q).toBe(200);
    }
    expect((await suggest('%')).body).toEqual({ heroes: [], items: [] });
    expect((await suggest('pudge\u0000')).response.statusCode).toBe(422);
    const long = await suggest('a'.repeat(10_000));
    expect(long.response.statusCode).toBe(422);
    expect(long.response.json()).toMatchObject({ code: 'VALIDATION', errors: { q: ['The search may not be longer than 100 characters.'] } });
  });

  it('is rate-limited per address like the other reads a client can repeat cheaply', async () => {
    const browser = new TestBrowser(ctx.app);
    for (let i = 0; i < SUGGESTIONS_PER_MINUTE; i++) {
      expect((await browser.get('/api/items/suggestions?q=')).statusCode).toBe(200);
    }
    const refused = await browser.get('/api/items/suggestions?q=axe');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await new TestBrowser(ctx.app).get('/api/items/suggestions?q=axe')).statusCode).toBe(200);
  });
});
