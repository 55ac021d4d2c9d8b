/**
 * Search that understands Dota, over the real seeded catalogue. The expectations are read from
 * the database (which listings belong to a hero, a rarity...), never written down as counts.
 */
import { itemsListResponseSchema, type Item } from '@skins/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';

describe('GET /api/items/list?search=', () => {
  const ctx = useTestApp();
  const get = (query: Record<string, string | number>) => request(ctx.app.server).get('/api/items/list').query(query);
  const list = async (query: Record<string, string | number>) => itemsListResponseSchema.parse((await get(query).expect(200)).body);

  /** Every match of a search, all pages, in the answer's order. */
  async function everyMatch(search: string, extra: Record<string, string> = {}): Promise<Item[]> {
    const found: Item[] = [];
    for (let page = 1; ; page++) {
      const body = await list({ search, limit: 100, page, ...extra });
      found.push(...body.payload);
      if (page >= body.meta.pages) return found;
    }
  }
  async function putOnSale(itemId: number) {
    const item = await ctx.db.item.findUniqueOrThrow({ where: { id: itemId }, include: { hero: true } });
    const category = await ctx.db.category.findFirstOrThrow({ where: { itemClass: item.itemClass } });
    return ctx.db.listing.create({
      data: {
        itemId, categoryId: category.id, title: item.name, hero: item.hero?.name ?? null, rarity: item.rarity, type: item.slotName,
        exteriorName: 'Standard', itemClass: item.itemClass, price: '1.00', imgPath: `items/${itemId}.svg`,
      },
    });
  }
  const ids = (items: Item[]) => items.map((item) => item.id).sort((a, b) => a - b);
  const availableIds = async (where: object) =>
    (await ctx.db.listing.findMany({ where: { status: 'available', ...where }, select: { id: true }, orderBy: { id: 'asc' } })).map((row) => row.id);

  it('finds every available listing of a hero by the hero name ("pudge" once found 2 of 480)', async () => {
    const pudge = await availableIds({ hero: 'Pudge' });
    expect(pudge.length).toBeGreaterThan(2);
    const found = await everyMatch('pudge');
    expect(ids(found)).toEqual(expect.arrayContaining(pudge));
    for (const item of found) expect(`${item.hero} ${item.title}`.toLowerCase()).toContain('pudge');
    expect((await list({ search: 'PUDGE' })).meta.total).toBe(found.length);
  });

  it('finds every Arcana by its rarity, which no title says', async () => {
    const arcanas = await availableIds({ rarity: 'Arcana' });
    expect(arcanas.length).toBeGreaterThan(0);
    const found = await everyMatch('arcana');
    expect(ids(found)).toEqual(expect.arrayContaining(arcanas));
    for (const item of found) expect(`${item.quality} ${item.title}`.toLowerCase()).toContain('arcana');
  });

  it('matches the slot and the item kind too, and combines words with every other filter', async () => {
    let weapons = await availableIds({ type: 'Weapon', hero: 'Pudge' });
    if (weapons.length === 0) {
      // The small test catalogue has few; other files' checkouts may have sold them all.
      const weapon = await ctx.db.item.findFirstOrThrow({ where: { slotName: 'Weapon', hero: { is: { name: 'Pudge' } } } });
      await putOnSale(weapon.id);
      weapons = await availableIds({ type: 'Weapon', hero: 'Pudge' });
    }
    expect(weapons.length).toBeGreaterThan(0);
    expect(ids(await everyMatch('pudge weapon'))).toEqual(expect.arrayContaining(weapons));
    const couriers = await availableIds({ itemClass: 'Courier' });
    expect(ids(await everyMatch('courier'))).toEqual(expect.arrayContaining(couriers));
    const filtered = await everyMatch('pudge', { type: 'Weapon' });
    expect(ids(filtered)).toEqual(expect.arrayContaining(weapons));
    expect(filtered.every((item) => item.type === 'Weapon')).toBe(true);
  });

  it('tolerates a cut word, a typo, missing or extra dashes, and any word order', async () => {
    const pudge = ids(await everyMatch('pudge'));
    expect(ids(await everyMatch('pudg'))).toEqual(pudge);
    expect(ids(await everyMatch('pudgee'))).toEqual(expect.arrayContaining(await availableIds({ hero: 'Pudge' })));

    const antiMage = await availableIds({ hero: 'Anti-Mage' });
    expect(antiMage.length).toBeGreaterThan(0);
    const spelled = ids(await everyMatch('anti-mage'));
    expect(spelled).toEqual(expect.arrayContaining(antiMage));
    expect(ids(await everyMatch('anti mage'))).toEqual(spelled);
    expect(ids(await everyMatch('mage anti'))).toEqual(spelled);
    expect(ids(await everyMatch('antimage'))).toEqual(expect.arrayContaining(antiMage));

    const juggernaut = await availableIds({ hero: 'Juggernaut' });
    expect(juggernaut.length).toBeGreaterThan(0);
    expect(ids(await everyMatch('juggernot'))).toEqual(expect.arrayContaining(juggernaut));
    // Two neighbouring letters swapped, as fast typing does ("pduge"), even where trigrams see too little alike.
    expect(ids(await everyMatch('pduge'))).toEqual(expect.arrayContaining(await availableIds({ hero: 'Pudge' })));
    // One word typed as two ("dragon claw" for Dragonclaw Hook).
    const [compound] = await ctx.db.$queryRaw<Array<{ id: number; title: string }>>`
      SELECT id, title FROM listings WHERE status = 'available' AND title ~ '^[A-Za-z]{8,} ' ORDER BY id LIMIT 1`;
    const first = compound!.title.split(' ')[0]!;
    const split = `${first.slice(0, 4)} ${first.slice(4)} ${compound!.title.split(' ').slice(1).join(' ')}`;
    expect(ids(await everyMatch(split))).toContain(compound!.id);

    const sample = await ctx.db.listing.findFirstOrThrow({ where: { status: 'available', title: { contains: ' ' }, hero: { not: null } } });
    const words = sample.title.split(/\s+/);
    const reversed = await everyMatch([...words].reverse().join(' '));
    expect(ids(reversed)).toContain(sample.id);
    expect(ids(reversed)).toEqual(ids(await everyMatch(sample.title)));
  });

  it('ranks the exact title first, then the hero, then the rest', async () => {
    // "axe": the hero Axe, and other heroes' items titled "... Axe ..." (Pudge's "Axe of the Black Death").
    const axe = await availableIds({ hero: 'Axe' });
    const titled = await availableIds({ title: { contains: 'Axe' }, hero: { not: 'Axe' } });
    expect(axe.length).toBeGreaterThan(0);
    expect(titled.length).toBeGreaterThan(0);
    const found = await everyMatch('axe');
    const firstOther = found.findIndex((item) => item.hero !== 'Axe');
    expect(found.slice(0, axe.length).every((item) => item.hero === 'Axe')).toBe(true);
    expect(firstOther).toBe(axe.length);
    // Newest first within a tier.
    const heroTier = found.slice(0, axe.length).map((item) => item.id);
    expect(heroTier).toEqual([...heroTier].sort((a, b) => b - a));

    // An exact title comes before longer titles holding the same words ("X" before "X - Off-Hand"): two
    // such items are put on sale for the test, and taken off again.
    const [pair] = await ctx.db.$queryRaw<Array<{ short: number; long: number }>>`
      SELECT a.id AS short, b.id AS long FROM items a JOIN items b ON b.name LIKE a.name || ' %' AND b.hero_id = a.hero_id
      ORDER BY a.id LIMIT 1`;
    const created = await Promise.all([pair!.long, pair!.short].map((itemId) => putOnSale(itemId)));
    try {
      const short = created[1]!;
      const ranked = await everyMatch(short.title.toLowerCase());
      expect(ranked.map((item) => item.id)).toContain(created[0]!.id);
      const sameTitle = await ctx.db.listing.count({ where: { status: 'available', title: short.title } });
      expect(ranked.slice(0, sameTitle).map((item) => item.title)).toEqual(Array(sameTitle).fill(short.title));
    } finally {
      await ctx.db.listing.deleteMany({ where: { id: { in: created.map((listing) => listing.id) } } });
    }
  });

  it('sorts the matches by price when a sort is chosen', async () => {
    const found = await everyMatch('pudge', { sort: 'asc' });
    const prices = found.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ids(found)).toEqual(ids(await everyMatch('pudge')));
  });

  it('answers hostile text with matches or none, never an error of its own', async () => {
    for (const search of ['%', '_', '%%__', "'", '\\', 'pudge & !hook', 'a:* | b', "pudge') OR ('1'='1", '(((', '<->', 'ÿ€𝄞', '🙂 pudge']) {
      const response = await get({ search });
      expect(response.status, search).toBe(200);
      itemsListResponseSchema.parse(response.body);
    }
    expect((await list({ search: '%' })).meta.total).toBe(0);
    expect((await list({ search: '_' })).meta.total).toBe(0);
    expect((await list({ search: 'qzxvw jkqzx' })).meta.total).toBe(0);
    // Operators are separators: the words still count.
    expect((await list({ search: 'pudge & !hook' })).meta.total).toBe((await list({ search: 'pudge hook' })).meta.total);
    expect((await get({ search: `pudge${'\u0000'}` })).status).toBe(422);
    const long = await get({ search: 'a'.repeat(10_000) });
    expect(long.status).toBe(422);
    expect(long.body.errors.search).toEqual(['The search may not be longer than 100 characters.']);
    expect((await get({ search: 'abcdefghij '.repeat(9) })).status).toBe(200);
  });
  it('lists a search over a few items newest first page after page, read item by item, as walking every id would', async () => {
    for (const search of ['bracers', 'pudge', 'juggernot']) {
      // Two per page: the first pages of a search over up to 400 items read each item's newest copies
      // (search-page.ts); a page of 100 walks the listings by id. Both must give the same order.
      const walked = (await list({ search, limit: 100 })).payload.slice(0, 8).map((item) => item.id);
      const byItem: number[] = [];
      for (let page = 1; page <= 4; page++) byItem.push(...(await list({ search, limit: 2, page })).payload.map((item) => item.id));
      expect(walked.length).toBeGreaterThan(2);
      expect(byItem).toEqual(walked);
    }
    const bracers = await list({ search: 'bracers', limit: 2, page: 2, quality: 'Rare,Mythical' });
    for (const item of bracers.payload) expect(['Rare', 'Mythical']).toContain(item.quality);
  });
});
