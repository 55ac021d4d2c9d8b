/**
 * The search's words in memory. A search looks up item definitions, and there are few of them
 * (4,906 items, ~3,500 distinct words), so each api process keeps their words and answers a search's word
 * lookups itself: a prefix is a binary search in the sorted words, a typo is compared with every word by
 * trigram similarity. In PostgreSQL the same lookups were sequential scans of items and of the vocabulary
 * (the planner will not use the GIN indexes for `word:*` prefixes or short trigram sets): searches with a
 * typo queued behind each other on the database (README.md in this folder).
 *
 * The words come from items.search_vector (kept by a trigger from the item's title, hero, rarity, slot and
 * kind; migration 20261124190000_dota_search), with the weights that tell them apart: A the title, B the
 * hero, C the rest. Items change only when the catalogue is seeded, so a snapshot reloaded every minute is
 * as fresh as the searches' own cache (caches.ts).
 */
import { Prisma } from '@skins/db';
import { sqlRows, type Sql } from './sql.ts';

/** Which parts of an item a word came from: bit per tsvector weight. */
export const WEIGHT = { A: 1, B: 2, C: 4, D: 8 } as const;
const WEIGHT_BITS: Record<string, number> = WEIGHT;

/** pg_trgm's default `%` threshold (pg_trgm.similarity_threshold). */
const SIMILARITY_THRESHOLD = Math.fround(0.3);

export interface SearchItem {
  name: string;
  heroId: number | null;
}

/** Item id -> the weights (WEIGHT bits) of its words that matched one search word. */
export type WordMatches = Map<number, number>;

/**
 * pg_trgm's trigrams of a text: each word (letters and digits, lowercase) padded with two spaces in front
 * and one behind, cut into every run of three characters; distinct.
 */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) found.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return found;
}

/** pg_trgm's similarity(): shared trigrams over all distinct trigrams of both, as a float4. */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return Math.fround(shared / (a.size + b.size - shared));
}

export class SearchVocabulary {
  /** Every word, sorted by code unit (the order a prefix range needs). */
  private readonly words: string[];
  private readonly postings: Map<string, WordMatches>;
  private readonly wordTrigrams: Set<string>[];

  constructor(
    readonly items: ReadonlyMap<number, SearchItem>,
    postings: Map<string, WordMatches>,
  ) {
    this.postings = postings;
    this.words = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.wordTrigrams = this.words.map((word) => trigrams(word));
  }

  /** The items with a word that begins with `prefix`, and the weights of those words; empty: none. */
  prefixMatches(prefix: string): WordMatches {
    const matches: WordMatches = new Map();
    for (let i = this.lowerBound(prefix); i < this.words.length && this.words[i]!.startsWith(prefix); i++) {
      this.addPostings(matches, this.words[i]!);
    }
    return matches;
  }

  /** The items with one of `words` (whole words), and the weights of those words. */
  wordMatches(words: readonly string[]): WordMatches {
    const matches: WordMatches = new Map();
    for (const word of words) this.addPostings(matches, word);
    return matches;
  }

  /**
   * The `limit` words closest to `typo` with a similarity of at least 0.3, closest first, then in word
   * order: what `word % typo ORDER BY similarity(word, typo) DESC, word` answered from the vocabulary table.
   */
  closestWords(typo: string, limit: number): string[] {
    const wanted = trigrams(typo);
    const near: { word: string; score: number }[] = [];
    this.words.forEach((word, i) => {
      const score = similarity(wanted, this.wordTrigrams[i]!);
      if (score >= SIMILARITY_THRESHOLD) near.push({ word, score });
    });
    near.sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    return near.slice(0, limit).map(({ word }) => word);
  }

  private addPostings(matches: WordMatches, word: string) {
    for (const [itemId, weights] of this.postings.get(word) ?? []) matches.set(itemId, (matches.get(itemId) ?? 0) | weights);
  }

  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** Every item's words and their weights, as the index holds them. */
export async function loadSearchVocabulary(sql: Sql): Promise<SearchVocabulary> {
  const [itemRows, wordRows] = await Promise.all([
    sqlRows<{ id: number; name: string; heroId: number | null }>(sql, Prisma.sql`SELECT id, name, hero_id AS "heroId" FROM items`),
    sqlRows<{ id: number; word: string; weights: string }>(
      sql,
      Prisma.sql`SELECT i.id, w.lexeme AS word, array_to_string(w.weights, '') AS weights
        FROM items i CROSS JOIN LATERAL unnest(i.search_vector) w`,
    ),
  ]);
  const items = new Map(itemRows.map((row) => [row.id, { name: row.name, heroId: row.heroId }]));
  const postings = new Map<string, WordMatches>();
  for (const { id, word, weights } of wordRows) {
    let bits = 0;
    for (const weight of weights) bits |= WEIGHT_BITS[weight] ?? 0;
    let matches = postings.get(word);
    if (!matches) postings.set(word, (matches = new Map()));
    matches.set(id, (matches.get(id) ?? 0) | bits);
  }
  return new SearchVocabulary(items, postings);
}
