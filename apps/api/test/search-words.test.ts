/**
 * The search's word lookup (search_words and search_postings, kept by triggers) answers what PostgreSQL's
 * full-text prefix match over items.search_vector answers, on the seeded catalogue; a typo stands for the
 * words pg_trgm calls closest and the words its swapped letters begin; and the postings follow an item that changes.
 */
import { createPgPool } from '@skins/db';
import { afterAll, describe, expect, it } from 'vitest';
import { findSearchItems, searchWords } from '../src/catalogue/search-terms.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

describe('the search words', () => {
  const pool = createPgPool({ databaseUrl: TEST_DATABASE_URL, maxConnections: 2 });
  afterAll(() => pool.end());
  const query = async <R>(text: string, values: unknown[] = []) => (await pool.query<R & object>({ text, values })).rows;
  const ids = (found: { itemIds: number[] }) => [...found.itemIds].sort((a, b) => a - b);

  it('finds by prefix exactly the items search_vector @@ word:* finds, and the hero tier the hero weight finds', async () => {
    for (const prefix of ['pudge', 'pu', 'arcana', 'a', 'jugg', 'anti', 'mage', 'immortal', 'courier', 'x']) {
      const expected = await query<{ id: number }>(`SELECT id FROM items WHERE search_vector @@ to_tsquery('simple', $1) ORDER BY id`, [`${prefix}:*`]);
      const found = await findSearchItems(pool, [prefix]);
      expect(ids(found), prefix).toEqual(expected.map((row) => row.id));
      if (prefix === 'pudge') expect(found.itemIds.length).toBeGreaterThan(10);
    }
    const pudge = await findSearchItems(pool, ['pudge']);
    const heroItems = await query<{ id: number }>(`SELECT id FROM items WHERE search_vector @@ to_tsquery('simple', 'pudge:*B')`);
    // Every item of the hero's comes before the items that only name him in their title.
    const firstTiers = new Set(pudge.tiers.slice(0, 2).flat());
    expect(heroItems.length).toBeGreaterThan(10);
    expect(heroItems.filter((row) => !firstTiers.has(row.id))).toEqual([]);
  });

  it('matches items that hold every word, in any order', async () => {
    const expected = await query<{ id: number }>(`SELECT id FROM items WHERE search_vector @@ to_tsquery('simple', 'pudge:* & immortal:*') ORDER BY id`);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await findSearchItems(pool, ['immortal', 'pudge']))).toEqual(expected.map((row) => row.id));
    expect(ids(await findSearchItems(pool, ['pudge', 'zzzzqq']))).toEqual([]);
  });

  it("lets a typo stand for the words pg_trgm's % and similarity() call closest, and for the words its swapped letters begin", async () => {
    /** The typo with two neighbouring letters swapped, each way it can be ("pduge" -> "pudge", ...). */
    const swaps = (typo: string) => [...typo.slice(1)].map((_, i) => typo.slice(0, i) + typo[i + 1] + typo[i] + typo.slice(i + 2)).filter((swap) => swap !== typo);
    for (const typo of ['juggernot', 'pudgee', 'arcna', 'wndrunner', 'pduge']) {
      const near = await query<{ word: string }>(
        `SELECT word FROM search_words WHERE word % $1 ORDER BY similarity(word, $1) DESC, word LIMIT 3`,
        [typo],
      );
      const swapped = await query<{ word: string }>(`SELECT word FROM search_words WHERE word ^@ ANY($1::text[])`, [swaps(typo)]);
      expect(near.length + swapped.length, typo).toBeGreaterThan(0);
      const expected = await query<{ id: number }>(`SELECT DISTINCT item_id AS id FROM search_postings WHERE word = ANY($1::text[]) ORDER BY 1`, [
        [...near, ...swapped].map((row) => row.word),
      ]);
      expect(ids(await findSearchItems(pool, [typo])), typo).toEqual(expected.map((row) => row.id));
    }
    // "pduge" is Pudge's: its swap reaches what the trigrams, which weigh a word's start, miss.
    const pudge = await query<{ id: number }>(`SELECT id FROM items WHERE search_vector @@ to_tsquery('simple', 'pudge:*') ORDER BY id`);
    expect(ids(await findSearchItems(pool, ['pduge']))).toEqual(expect.arrayContaining(pudge.map((row) => row.id)));
    expect(await findSearchItems(pool, ['qqqqq'])).toEqual({ tiers: [], itemIds: [], heroIds: [] });
  });

  it('takes hostile text as words, never as syntax, and bounds how much of it counts', async () => {
    for (const text of ["%", "_", "' OR 1=1 --", 'pudge & !hook', 'a:* | b', '<->', '\\', '🙂', 'x'.repeat(10_000)]) {
      const words = searchWords(text);
      expect(words.length).toBeLessThanOrEqual(8);
      expect(words.every((word) => word.length <= 32 && /^[\p{L}\p{N}]+$/u.test(word))).toBe(true);
      await expect(findSearchItems(pool, words), text.slice(0, 20)).resolves.toBeDefined();
    }
    expect(ids(await findSearchItems(pool, searchWords("pudge' OR 1=1 --")))).toEqual([]);
  });

  it('keeps the postings of an item that changes, and drops those of one that goes', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const [hero] = (await client.query<{ id: number }>(`SELECT id FROM heroes WHERE name = 'Pudge'`)).rows;
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO items (id, name, hero_id, rarity, slot, slot_name, item_class)
         SELECT max(id) + 1, 'Zyxquillion Hook', $1, 'rare', 'weapon', 'Weapon', 'wearable' FROM items RETURNING id`,
        [hero!.id],
      );
      const id = rows[0]!.id;
      expect((await findSearchItems(client, ['zyxquil'])).itemIds).toEqual([id]);
      expect((await findSearchItems(client, ['zyxquillion', 'pudge'])).itemIds).toEqual([id]);
      await client.query(`UPDATE items SET name = 'Wobblethorn Hook' WHERE id = $1`, [id]);
      expect((await findSearchItems(client, ['zyxquil'])).itemIds).toEqual([]);
      expect((await findSearchItems(client, ['wobblethorn'])).itemIds).toEqual([id]);
      await client.query('DELETE FROM items WHERE id = $1', [id]);
      expect((await findSearchItems(client, ['wobblethorn'])).itemIds).toEqual([]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
