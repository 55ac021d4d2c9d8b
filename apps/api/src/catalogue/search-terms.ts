/**
 * Search that understands Dota. A search finds item definitions (4,906 rows) by the words of
 * their title, hero, rarity, slot and kind (items.search_vector, kept by a trigger), and the catalogue then
 * lists those items' available copies by item_id. Searching the definitions rather than the million
 * listings keeps every index small, and every listing of an item is found, whatever its title says
 * ("pudge" finds all of Pudge's items, "arcana" every Arcana).
 *
 * Each word matches as a prefix (full-text, `pudg` finds Pudge); a word that is the prefix of no word at all
 * is a typo, and is replaced by the closest words of the vocabulary by trigram similarity
 * (`juggernot` -> juggernaut). Words may come in any order. The matches come in tiers: the exact title,
 * then the hero's items, then titles holding every word, then the rest (rarity, slot, kind). The words are
 * looked up in the process's copy of the vocabulary (search-vocabulary.ts), so only the page of listings
 * costs a database statement.
 */
import { loaded } from './caches.ts';
import type { Catalogue } from './catalogue.ts';
import { WEIGHT, type SearchVocabulary, type WordMatches } from './search-vocabulary.ts';

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

const EMPTY: SearchItems = { tiers: [], itemIds: [], heroIds: [] };
const [EXACT_TIER, HERO_TIER, TITLE_TIER, OTHER_TIER] = [0, 1, 2, 3] as const;

type MatchedItem = { id: number; name: string; heroId: number | null; tier: number };

const byRelevance = (a: MatchedItem, b: MatchedItem) =>
  a.tier - b.tier || a.name.length - b.name.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

/**
 * The items every word matches, by tier. An item is in the hero tier when each word matched one of its
 * hero's words (weight B), in the title tier when each matched a title word (A); the exact title is told
 * apart by the same word split.
 */
function rankItems(vocabulary: SearchVocabulary, words: string[], perWord: WordMatches[]): SearchItems {
  const [first, ...rest] = [...perWord].sort((a, b) => a.size - b.size);
  if (!first) return EMPTY;
  const phrase = words.join(' ');
  const matched: MatchedItem[] = [];
  for (const [id, firstWeights] of first) {
    let every = firstWeights;
    let all = true;
    for (const matches of rest) {
      const weights = matches.get(id);
      if (weights === undefined) {
        all = false;
        break;
      }
      every &= weights;
    }
    if (!all) continue;
    const item = vocabulary.items.get(id);
    if (!item) continue;
    // `every` holds the weights each word matched: the hero's words, or the title's, for every word.
    const tier = searchWords(item.name).join(' ') === phrase ? EXACT_TIER : every & WEIGHT.B ? HERO_TIER : every & WEIGHT.A ? TITLE_TIER : OTHER_TIER;
    matched.push({ id, name: item.name, heroId: item.heroId, tier });
  }
  matched.sort(byRelevance);
  const tiers: number[][] = [];
  matched.forEach((row, i) => (i > 0 && matched[i - 1]!.tier === row.tier ? tiers.at(-1)!.push(row.id) : tiers.push([row.id])));
  const heroIds = new Set(matched.filter((row) => row.tier === HERO_TIER && row.heroId !== null).map((row) => row.heroId!));
  return { tiers, itemIds: matched.map((row) => row.id), heroIds: [...heroIds] };
}

/** The items every word matches, by tier; a word that begins no word stands for the closest words instead. */
export function findSearchItems(vocabulary: SearchVocabulary, words: string[]): SearchItems {
  // A word that matches nothing, even corrected, leaves no match.
  const perWord: WordMatches[] = [];
  for (const word of words) {
    let matches = vocabulary.prefixMatches(word);
    if (matches.size === 0) matches = vocabulary.wordMatches(vocabulary.closestWords(word, CORRECTIONS_PER_WORD));
    if (matches.size === 0) return EMPTY;
    perWord.push(matches);
  }
  return rankItems(vocabulary, words, perWord);
}

/**
 * The items a search matches, kept per process by its words (caches.ts): a visitor paging through results,
 * the header's suggestions and the list for the same words all share one lookup.
 */
export function searchItems(catalogue: Catalogue, text: string): Promise<SearchItems> {
  const words = searchWords(text);
  return words.length === 0 ? Promise.resolve(EMPTY) : loaded(catalogue.searches, words.join(' '));
}
