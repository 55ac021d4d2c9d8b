import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { wrapTitle } from '../src/services/images/item-image.ts';
import { useTestApp } from './helpers/build-test-app.ts';

describe('GET /api/images/items/:id.svg', () => {
  const ctx = useTestApp();

  it('draws a card with the item name, its hero and its rarity colour', async () => {
    const item = await ctx.db.item.findFirstOrThrow({ where: { rarity: 'Arcana' }, include: { hero: true } });
    const response = await request(ctx.app.server).get(`/api/images/items/${item.id}.svg`).expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = response.body.toString();
    expect(svg).toContain('#ade55c');
    expect(svg).toContain(item.hero!.name);
    expect(svg).toContain(`aria-label="${item.name.replace(/'/g, '&#39;')}"`);
  });

  it('answers 404 for an unknown item and 422 for a malformed name', async () => {
    await request(ctx.app.server).get('/api/images/items/999999999.svg').expect(404);
    await request(ctx.app.server).get('/api/images/items/..%2Fsecret.svg').expect(422);
  });

  it('wraps long titles into at most three lines', () => {
    expect(wrapTitle('Short')).toEqual(['Short']);
    const lines = wrapTitle('The Very Long Name Of An Immortal Weapon For A Hero Nobody Plays Anymore');
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)).toMatch(/…$/);
  });
});
