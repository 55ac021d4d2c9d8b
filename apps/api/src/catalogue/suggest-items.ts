/**
 * The header's suggestions as the visitor types: the heroes the words name, and the best
 * matching items, each as its cheapest available copy (the product page a pick opens). One prepared
 * statement: the search's words looked up and ranked (search-terms.ts), the heroes, and the few best
 * items' copies, in one round trip. The answers are kept by currency and words until listings change
 * (the `suggestions` cache): visitors type the same prefixes.
 */
import { Prisma } from '@skins/db';
import { columnsOf } from '@skins/db/sql';
import { SUGGESTED_HEROES_MAX, SUGGESTED_ITEMS_MAX, type Item, type ItemSuggestions, type ItemSuggestionsQuery } from '@skins/shared';
import { resolveCurrency, type PriceCurrency } from '../services/currencies/resolve-currency.ts';
import { loaded } from './caches.ts';
import type { Catalogue } from './catalogue.ts';
import { HERO_TIER, rankedItems, searchWords } from './search-terms.ts';
import { onSale } from '../services/listings/listing-rules.ts';
import { CATEGORY_JOIN, productJson } from './product-json.ts';
import { sqlRows, type Sql } from './sql.ts';

const listing = columnsOf('listings');
const l = columnsOf('listings', 'l');
const hero = columnsOf('heroes');

/** Items looked at for a copy on sale: nearly every item has one, so a few more than shown are enough. */
const CANDIDATE_ITEMS = 10 * SUGGESTED_ITEMS_MAX;

/** What one load of the suggestions cache reads: the search's words, and the currency of the prices. */
export interface SuggestionsQuery {
  words: string[];
  currency: PriceCurrency;
}

export async function suggestItems(catalogue: Catalogue, query: ItemSuggestionsQuery): Promise<ItemSuggestions> {
  const words = searchWords(query.q);
  if (words.length === 0) return { heroes: [], items: [] };
  const currency = await resolveCurrency(catalogue.db, query.currency);
  return loaded(catalogue.suggestions, `${currency.code} ${words.join(' ')}`, { words, currency });
}

export async function readSuggestions(sql: Sql, { words, currency }: SuggestionsQuery): Promise<ItemSuggestions> {
  const [row] = await sqlRows<{ heroes: string[]; products: Item[] }>(
    sql,
    // The candidates keep their relevance order (ord); each one's cheapest copy is the first entry of
    // its item_id in listings_available_item_idx. The text depends only on the currency, so it is prepared.
    Prisma.sql`
      WITH ranked AS (SELECT * FROM ${rankedItems(words)})
      SELECT
        ARRAY(SELECT ${hero('name')} FROM heroes WHERE ${hero('id')} IN (SELECT hero_id FROM ranked WHERE tier = ${HERO_TIER}::int) ORDER BY length(${hero('name')}), ${hero('name')} LIMIT ${SUGGESTED_HEROES_MAX}::int) AS heroes,
        (SELECT coalesce(json_agg(picked.product ORDER BY picked.ord), '[]') FROM (
          SELECT ${productJson({ currency })} AS product, m.rank AS ord
          FROM (SELECT id AS item_id, rank FROM ranked ORDER BY rank LIMIT ${CANDIDATE_ITEMS}::int) m
          CROSS JOIN LATERAL (
            SELECT ${listing('id')} FROM listings WHERE ${listing('item_id')} = m.item_id AND ${onSale('')} ORDER BY ${listing('price')}, ${listing('id')} LIMIT 1
          ) cheapest
          JOIN listings l ON ${l('id')} = cheapest.${listing('id')} ${CATEGORY_JOIN}
          ORDER BY m.rank LIMIT ${SUGGESTED_ITEMS_MAX}::int
        ) picked) AS products`,
    { prepared: true },
  );
  const items = row!.products.map((product) => {
    const { id, title, hero, quality, img_url, img_fallback_url, category, price, currency: code, currency_symbol } = product;
    return { id, title, hero, quality, img_url, img_fallback_url, category, price, currency: code, currency_symbol };
  });
  return { heroes: row!.heroes.map((name) => ({ name })), items };
}
