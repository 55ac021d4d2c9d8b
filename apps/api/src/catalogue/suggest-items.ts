/**
 * The header's suggestions as the visitor types: the heroes the words name, and the best
 * matching items, each as its cheapest available copy (the product page a pick opens). The words are
 * looked up once per search (searchItems, cached), so a suggestion costs a few primary-key and index reads,
 * sent as one prepared statement: heroes and items in one round trip, planned once per connection.
 */
import { Prisma } from '@skins/db';
import { SUGGESTED_HEROES_MAX, SUGGESTED_ITEMS_MAX, type Item, type ItemSuggestions, type ItemSuggestionsQuery } from '@skins/shared';
import { resolveCurrency } from '../services/currencies/resolve-currency.ts';
import type { Catalogue } from './catalogue.ts';
import { searchItems } from './search-terms.ts';
import { productJson } from './product-json.ts';
import { sqlRows } from './sql.ts';

/** Items looked at for a copy on sale: nearly every item has one, so a few more than shown are enough. */
const CANDIDATE_ITEMS = 10 * SUGGESTED_ITEMS_MAX;

export async function suggestItems(catalogue: Catalogue, query: ItemSuggestionsQuery): Promise<ItemSuggestions> {
  const { sql } = catalogue;
  const [currency, search] = await Promise.all([resolveCurrency(catalogue.db, query.currency), searchItems(catalogue, query.q)]);
  if (search.itemIds.length === 0) return { heroes: [], items: [] };
  const [row] = await sqlRows<{ heroes: string[]; products: Item[] }>(
    sql,
    // The candidates keep their relevance order (ord); each one's cheapest copy is the first entry of
    // its item_id in listings_available_item_idx. The text depends only on the currency, so it is prepared.
    Prisma.sql`
      SELECT
        ARRAY(SELECT name FROM heroes WHERE id = ANY(${search.heroIds}::int[]) ORDER BY length(name), name LIMIT ${SUGGESTED_HEROES_MAX}::int) AS heroes,
        (SELECT coalesce(json_agg(picked.product ORDER BY picked.ord), '[]') FROM (
          SELECT ${productJson({ currency })} AS product, m.ord
          FROM unnest(${search.itemIds.slice(0, CANDIDATE_ITEMS)}::int[]) WITH ORDINALITY AS m(item_id, ord)
          CROSS JOIN LATERAL (
            SELECT id FROM listings WHERE item_id = m.item_id AND status = 'available' ORDER BY price, id LIMIT 1
          ) cheapest
          JOIN listings l ON l.id = cheapest.id JOIN categories c ON c.id = l.category_id
          ORDER BY m.ord LIMIT ${SUGGESTED_ITEMS_MAX}::int
        ) picked) AS products`,
    { prepared: true },
  );
  const items = row!.products.map((product) => {
    const { id, title, hero, quality, img_url, category, price, currency: code, currency_symbol } = product;
    return { id, title, hero, quality, img_url, category, price, currency: code, currency_symbol };
  });
  return { heroes: row!.heroes.map((name) => ({ name })), items };
}
