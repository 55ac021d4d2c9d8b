/**
 * Search that understands Dota (issue 13.2). A search finds item definitions (4,906 rows) by the words of
 * their title, hero, rarity, slot and kind (items.search_vector, kept by a trigger), and the catalogue then
 * lists those items' available copies by item_id. Searching the definitions rather than the million
 * listings keeps every index small, and every listing of an item is found, whatever its title says
 * ("pudge" finds all of Pudge's items, "arcana" every Arcana).
 *
 * Each word matches as a prefix (full-text, `pudg` finds Pudge); a word that is the prefix of no word at all
 * is a typo, and is replaced by the closest words of the vocabulary by trigram similarity
 * (`juggernot` -> juggernaut). Words may come in any order. The matches come in tiers: the exact title,
 * then the hero's items, then titles holding every word, then the rest (rarity, slot, kind).
 */
import { Prisma } from '@skins/db';
import { sqlRows, type Sql } from '../../lib/sql.ts';

/** At most this many words of a search count; more only narrow what is already narrow. */
const MAX_WORDS = 8;
/** Longer words are cut: no Dota word is longer, and a trigram lookup of a 10k-character word is waste. */
const MAX_WORD_LENGTH = 32;
/** How many vocabulary words a typo may stand for. */
const CORRECTIONS_PER_WORD = 3;

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

/** One word's part of a tsquery: its prefix, or the words it was corrected to (with an optional weight). */
interface WordQuery {
  prefix: string | null;
  corrections: string[];
}

function wordTsquery({ prefix, corrections }: WordQuery, weight = ''): string {
  // Words hold only letters and digits (searchWords), so they can stand in a tsquery as they are.
  if (prefix) return `${prefix}:*${weight}`;
  return `(${corrections.map((word) => `${word}${weight ? `:${weight}` : ''}`).join(' | ')})`;
}

/**
 * The words that begin no indexed word at all (typos), in one statement; each EXISTS has its own constant
 * tsquery, so it stops at the first match.
 */
async function wordsWithoutMatch(sql: Sql, words: string[]): Promise<string[]> {
  const checks = words.map((word) => Prisma.sql`EXISTS (SELECT 1 FROM items WHERE search_vector @@ to_tsquery('simple', ${`${word}:*`}))`);
  const [row] = await sqlRows<{ hits: boolean[] }>(sql, Prisma.sql`SELECT ARRAY[${Prisma.join(checks)}] AS hits`);
  return words.filter((_, i) => row?.hits[i] !== true);
}

/** The closest vocabulary words of each typo (pg_trgm's `%`: a similarity of at least 0.3). */
async function corrections(sql: Sql, typos: string[]): Promise<Map<string, string[]>> {
  const lookups = typos.map(
    (typo) =>
      Prisma.sql`SELECT ${typo}::text AS typo, ARRAY(SELECT word FROM search_words WHERE word % ${typo} ORDER BY similarity(word, ${typo}) DESC, word LIMIT ${CORRECTIONS_PER_WORD}) AS near`,
  );
  const rows = await sqlRows<{ typo: string; near: string[] }>(sql, Prisma.join(lookups, ' UNION ALL '));
  return new Map(rows.map((row) => [row.typo, row.near]));
}

const EMPTY: SearchItems = { tiers: [], itemIds: [], heroIds: [] };
const [EXACT_TIER, HERO_TIER, TITLE_TIER, OTHER_TIER] = [0, 1, 2, 3] as const;

type MatchedRow = { id: number; name: string; heroId: number | null; tier: number };

const byRelevance = (a: MatchedRow, b: MatchedRow) =>
  a.tier - b.tier || a.name.length - b.name.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

/** The items every word matches, by tier (the exact title is told apart here, by the same word split). */
async function matchItems(sql: Sql, words: string[], resolved: WordQuery[]): Promise<SearchItems> {
  const tsquery = (weight?: string) => resolved.map((word) => wordTsquery(word, weight)).join(' & ');
  const rows = await sqlRows<MatchedRow>(
    sql,
    Prisma.sql`
      SELECT id, name, hero_id AS "heroId",
        CASE WHEN search_vector @@ to_tsquery('simple', ${tsquery('B')}) THEN ${HERO_TIER}::int
             WHEN search_vector @@ to_tsquery('simple', ${tsquery('A')}) THEN ${TITLE_TIER}::int
             ELSE ${OTHER_TIER}::int END AS tier
      FROM items
      WHERE search_vector @@ to_tsquery('simple', ${tsquery()})`,
  );
  const phrase = words.join(' ');
  for (const row of rows) if (searchWords(row.name).join(' ') === phrase) row.tier = EXACT_TIER;
  rows.sort(byRelevance);
  const tiers: number[][] = [];
  rows.forEach((row, i) => (i > 0 && rows[i - 1]!.tier === row.tier ? tiers.at(-1)!.push(row.id) : tiers.push([row.id])));
  const heroIds = new Set(rows.filter((row) => row.tier === HERO_TIER && row.heroId !== null).map((row) => row.heroId!));
  return { tiers, itemIds: rows.map((row) => row.id), heroIds: [...heroIds] };
}

async function findSearchItems(sql: Sql, text: string): Promise<SearchItems> {
  const words = searchWords(text);
  if (words.length === 0) return EMPTY;
  // Most searches hold no typo, and a match proves it (every word then begins some item's word): the
  // words are looked into only when the search as typed matches nothing.
  const matched = await matchItems(sql, words, words.map((word) => ({ prefix: word, corrections: [] })));
  if (matched.itemIds.length > 0) return matched;
  const typos = await wordsWithoutMatch(sql, words);
  if (typos.length === 0) return matched;
  const near = await corrections(sql, typos);
  // A word that matches nothing, even corrected, leaves the search with no match.
  if (typos.some((typo) => !near.get(typo)?.length)) return EMPTY;
  const resolved = words.map((word) => (typos.includes(word) ? { prefix: null, corrections: near.get(word)! } : { prefix: word, corrections: [] }));
  return matchItems(sql, words, resolved);
}

/**
 * How long a search's items are kept. Items change only when the catalogue is seeded, so this bounds the
 * staleness of a new item's words, not of listings (which are read fresh on every page).
 */
export const SEARCH_CACHE_MS = 60_000;
const SEARCH_CACHE_ENTRIES = 2_000;
const searchCache = new Map<string, { items: Promise<SearchItems>; at: number }>();

/**
 * findSearchItems behind an in-process cache keyed by the search's words: a visitor paging through results,
 * the header's suggestions and the list for the same words all share one lookup.
 */
export function searchItems(sql: Sql, text: string): Promise<SearchItems> {
  const key = searchWords(text).join(' ');
  const hit = searchCache.get(key);
  if (hit && Date.now() - hit.at < SEARCH_CACHE_MS) return hit.items;
  const items = findSearchItems(sql, text);
  searchCache.delete(key);
  searchCache.set(key, { items, at: Date.now() });
  // A failed lookup is not remembered.
  items.catch(() => searchCache.delete(key));
  // A Map iterates in insertion order, so the first key is the oldest entry.
  if (searchCache.size > SEARCH_CACHE_ENTRIES) searchCache.delete(searchCache.keys().next().value!);
  return items;
}
