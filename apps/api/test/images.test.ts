import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

describe('GET /api/images/items/:id.svg', () => {
  const ctx = useTestApp();

  it('draws a tile with the item\'s initials, its hero and its rarity colour, never its title (the card prints it)', async () => {
    const item = await ctx.db.item.findFirstOrThrow({ where: { rarity: 'Arcana' }, include: { hero: true } });
    const response = await request(ctx.app.server).get(`/api/images/items/${item.id}.svg`).expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = response.body.toString();
    expect(svg).toContain('#ade55c');
    expect(svg).toContain(item.hero!.name);
    expect(svg).toContain(`aria-label="${item.name.replace(/'/g, '&#39;')}"`);
    const drawn = [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/gs)].map((match) => match[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
    expect(drawn.length).toBeGreaterThan(0);
    for (const text of drawn) expect(text).not.toContain(item.name.replace(/'/g, '&#39;'));
  });

  it('answers 404 for an unknown item and 422 for a malformed name', async () => {
    await request(ctx.app.server).get('/api/images/items/999999999.svg').expect(404);
    await request(ctx.app.server).get('/api/images/items/..%2Fsecret.svg').expect(422);
  });
});
