/**
 * The search's in-memory vocabulary answers what PostgreSQL's full-text prefix match and pg_trgm answered
 * for the same words (the lookups it replaced), on the seeded catalogue.
 */
import { createPgPool } from '@skins/db';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSearchVocabulary, similarity, trigrams } from '../src/catalogue/search-vocabulary.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

describe('the search vocabulary', () => {
  const pool = createPgPool({ databaseUrl: TEST_DATABASE_URL, maxConnections: 2 });
  afterAll(() => pool.end());
  const query = async <R>(text: string, values: unknown[] = []) => (await pool.query<R & object>({ text, values })).rows;

  it('finds by prefix exactly the items search_vector @@ word:* finds, with their weights', async () => {
    const vocabulary = await loadSearchVocabulary(pool);
    for (const prefix of ['pudge', 'pu', 'arcana', 'a', 'jugg', 'anti', 'mage', 'immortal', 'courier', 'x', 'zzzz']) {
      const expected = await query<{ id: number }>(`SELECT id FROM items WHERE search_vector @@ to_tsquery('simple', $1) ORDER BY id`, [`${prefix}:*`]);
      const hero = await query<{ id: number }>(`SELECT id FROM items WHERE search_vector @@ to_tsquery('simple', $1) ORDER BY id`, [`${prefix}:*B`]);
      const matches = vocabulary.prefixMatches(prefix);
      expect([...matches.keys()].sort((a, b) => a - b), prefix).toEqual(expected.map((row) => row.id));
      if (prefix === 'pudge') expect(matches.size).toBeGreaterThan(10);
      expect([...matches].filter(([, weights]) => weights & 2).map(([id]) => id).sort((a, b) => a - b), `${prefix} (hero)`).toEqual(hero.map((row) => row.id));
    }
  });

  it("corrects a typo to the words pg_trgm's % and similarity() choose", async () => {
    const vocabulary = await loadSearchVocabulary(pool);
    for (const typo of ['juggernot', 'pudgee', 'arcna', 'briler', 'mont', 'culs', 'wndrunner', 'ax', 'qqqqq']) {
      const expected = await query<{ word: string }>(
        `SELECT word FROM (SELECT DISTINCT unnest(tsvector_to_array(search_vector)) AS word FROM items) w
         WHERE word % $1 ORDER BY similarity(word, $1) DESC, word LIMIT 3`,
        [typo],
      );
      expect(vocabulary.closestWords(typo, 3), typo).toEqual(expected.map((row) => row.word));
    }
    expect(vocabulary.closestWords('juggernot', 3)).toContain('juggernaut');
  });

  it('computes the similarity pg_trgm computes', async () => {
    for (const [a, b] of [['juggernaut', 'juggernot'], ['anti-mage', 'antimage'], ['Pudge', 'pudge'], ['ab', 'abc']] as const) {
      const [row] = await query<{ s: number }>('SELECT similarity($1, $2) AS s', [a, b]);
      expect(similarity(trigrams(a), trigrams(b)), `${a} ~ ${b}`).toBeCloseTo(row!.s, 6);
    }
  });
});
