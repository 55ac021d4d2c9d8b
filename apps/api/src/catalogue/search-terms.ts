/**
 * Search that understands Dota: the words find item definitions (title, hero, rarity, slot, kind;
 * items.search_vector), then the catalogue lists those items' available copies. Searching the ~5,000
 * definitions instead of the million listings keeps every index small, and finds every copy whatever its
 * title says. Each word matches as a prefix; a word that begins no word is a typo, standing for the closest
 * words by trigram similarity and for the words its swapped neighbouring letters begin ("pduge"); two
 * neighbouring words also stand together for one ("dragon claw"). PostgreSQL looks the words up and ranks the items in one function
 * (search_items), which the header's suggestions also call (suggest-items.ts).
 */
import { Prisma } from '@skins/db';
import { loaded } from './caches.ts';
import type { Catalogue } from './catalogue.ts';
import { sqlRows, type Sql } from './sql.ts';

/** At most this many words of a search count; more only narrow what is already narrow. */
const MAX_WORDS = 8;
/** Longer words are cut: no Dota word is longer, and a trigram lookup of a 10k-character word is waste. */
const MAX_WORD_LENGTH = 32;

export interface SearchItems {
  /** Item ids by tier, best first; tiers are never empty. */
  tiers: number[][];
  /** Every matched item id, in tier order (within a tier: shorter titles first, the closer matches). */
  itemIds: number[];
  /** Heroes whose names hold every word (their items are the hero tier), for the header's suggestions. */
  heroIds: number[];
}

/**
 * The words of a search as the index holds them: lowercase letters and digits. Apostrophes and dashes split
 * words as PostgreSQL's parser splits them ("Pudge's" -> pudge s, "anti-mage" -> anti mage), and whatever
 * else a visitor types (`%`, `_`, tsquery operators, NUL) is a separator, never syntax.
 */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

const EMPTY: SearchItems = { tiers: [], itemIds: [], heroIds: [] };
export const HERO_TIER = 1;

/**
 * The items every word matches, ranked, as rows of `id, hero_id, tier, rank`, from search_items (migration
 * 20261128023936_search_postings). An item matches when every word found it (a word's matches: the words it
 * begins, or for a word that begins none the three closest by trigram similarity). Tiers: 0 the exact title
 * (compounds such as `off-hand` do not count), 1 the hero's words (HERO_TIER), 2 the title's, 3 the rest;
 * rank 1 is best: by tier, then shorter titles, then by title.
 */
// Untyped: search_items' columns are the function's (its migration), which the tables' generated types do not describe.
export const rankedItems = (words: string[]) => Prisma.sql`search_items(${words}::text[])`;

/** The items every word matches, by tier; a word that begins no word stands for the closest words instead. */
export async function findSearchItems(sql: Sql, words: string[]): Promise<SearchItems> {
  if (words.length === 0) return EMPTY;
  const rows = await sqlRows<{ id: number; heroId: number | null; tier: number }>(
    sql,
    Prisma.sql`SELECT id, hero_id AS "heroId", tier FROM ${rankedItems(words)} ORDER BY rank`,
    { prepared: true },
  );
  const tiers: number[][] = [];
  rows.forEach((row, i) => (i > 0 && rows[i - 1]!.tier === row.tier ? tiers.at(-1)!.push(row.id) : tiers.push([row.id])));
  const heroIds = new Set(rows.filter((row) => row.tier === HERO_TIER && row.heroId !== null).map((row) => row.heroId!));
  return { tiers, itemIds: rows.map((row) => row.id), heroIds: [...heroIds] };
}

/**
 * The items a search matches, kept per process by its words (caches.ts): a visitor paging through results
 * and the list for the same words share one lookup.
 */
export function searchItems(catalogue: Catalogue, text: string): Promise<SearchItems> {
  const words = searchWords(text);
  return words.length === 0 ? Promise.resolve(EMPTY) : loaded(catalogue.searches, words.join(' '));
}
