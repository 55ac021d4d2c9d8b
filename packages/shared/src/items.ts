import { z } from 'zod';
import { DB_INT_MAX, recordId, text } from './text.ts';
import { LIST_PAGE_SIZE_MAX, LIST_PAGE_SIZE_PANEL_OPEN, RANDOM_PRODUCTS_COUNT } from './constants.ts';
import { okEnvelope, paginatedEnvelope } from './envelope.ts';
import { commaList, queryAmount, queryFlag } from './query-values.ts';

/** A product as the catalogue answers it (spec §3 Item; field mapping in DESIGN.md). */
export const itemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** In the requested currency, two decimals. */
  price: z.number(),
  old_price: z.number().nullable(),
  /** Relative to the image host, or absolute when IMAGE_HOST is a CDN (the item's real icon). */
  img_url: z.string(),
  /** The generated art, relative to the image host: what the browser shows when img_url cannot load. */
  img_fallback_url: z.string(),
  /** Equip slot, e.g. "Weapon". */
  type: z.string(),
  /** Category url slug. */
  category: z.string(),
  hero: z.string().nullable(),
  /** The item's rarity (shown as "Rarity"). */
  quality: z.string().nullable(),
  /** The copy's quality: Standard, Genuine, Inscribed... */
  exterior_name: z.string(),
  /** The item kind: Wearable, Courier, Ward... */
  class: z.string(),
  is_new: z.boolean(),
  is_sale: z.boolean(),
  is_top: z.boolean(),
  currency: z.string(),
  currency_symbol: z.string(),
  /**
   * When Steam lets this copy be traded (ISO 8601), while that is still ahead: a trade cooldown (a week after a
   * Market purchase, months for some treasure items). null: the copy can go out now. Sold with the date stated;
   * its offer goes out on that date.
   */
  tradable_after: z.string().nullable(),
});
export type Item = z.infer<typeof itemSchema>;

export const SORT_VALUES = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_VALUES)[number];

/** The spec's `age` flag values (§2), kept for its clients; for skins they say how long ago a copy was listed. */
export const AGE_GROUPS = ['big-kids', '0-18-months', '18-36-months', '3-5-years', '6-8-years', '9-11-years'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/**
 * How long ago a copy of each `age` was listed, in months: from (inclusive) to (exclusive; null: no end).
 * 'big-kids', the spec's oldest, is twelve years and more.
 */
export const LISTING_AGE_MONTHS: Record<AgeGroup, readonly [from: number, to: number | null]> = {
  '0-18-months': [0, 18],
  '18-36-months': [18, 36],
  '3-5-years': [36, 72],
  '6-8-years': [72, 108],
  '9-11-years': [108, 144],
  'big-kids': [144, null],
};

/** A copy is new (the `new` flag, the NEW badge) for this many days after it is listed. */
export const NEW_LISTING_DAYS = 14;

/** A page size of a list query: 1 to LIST_PAGE_SIZE_MAX. */
export const listLimit = () =>
  z.coerce
    .number({ error: 'The limit must be a whole number.' })
    .int('The limit must be a whole number.')
    .min(1, 'The limit must be at least 1.')
    .max(LIST_PAGE_SIZE_MAX, `The limit may not be greater than ${LIST_PAGE_SIZE_MAX}.`);

/**
 * The catalogue's filters and sort, as a query names them: the web list's query and the trader API's
 * (trader-api.ts) are both this object plus their own paging.
 */
export const listFiltersSchema = z.object({
    sort: z.enum(SORT_VALUES, { error: 'The sort must be asc or desc.' }).optional(),
    currency: text().trim().toUpperCase().length(3, 'Invalid currency code').optional(),
    lang_id: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
    search: text().trim().max(100, 'The search may not be longer than 100 characters.').optional(),
    price_from: queryAmount('price from').optional(),
    price_till: queryAmount('price till').optional(),
    type: commaList('type').optional(),
    quality: commaList('quality').optional(),
    hero: commaList('hero').optional(),
    exterior_name: commaList('exterior name').optional(),
    item_class: commaList('item class').optional(),
    new: queryFlag('new').optional(),
    sale: queryFlag('sale').optional(),
    /** Only copies Steam lets the shop trade now (no cooldown ahead). */
    ready: queryFlag('ready').optional(),
    age: z.enum(AGE_GROUPS, { error: `The age must be one of ${AGE_GROUPS.join(', ')}.` }).optional(),
    category: text().trim().max(100).optional(),
    subcategory: text().trim().max(100).optional(),
});

/** The price range's one cross-field rule, for every query built on listFiltersSchema. */
export function checkPriceRange(query: { price_from?: string | undefined; price_till?: string | undefined }, ctx: z.RefinementCtx): void {
  if (query.price_from !== undefined && query.price_till !== undefined && Number(query.price_from) > Number(query.price_till)) {
    ctx.addIssue({ code: 'custom', path: ['price_from'], message: 'The price from may not be greater than the price till.' });
  }
}

/** Query of GET /api/items/list. Values arrive as strings and are coerced; every bad value is a field error. */
export const itemsListQuerySchema = listFiltersSchema
  .extend({
    page: z.coerce
      .number({ error: 'The page must be a whole number.' })
      .int('The page must be a whole number.')
      .min(1, 'The page must be at least 1.')
      .max(DB_INT_MAX, 'The page is out of range.')
      .default(1),
    limit: listLimit().optional(),
    random: queryFlag('random').optional(),
  })
  .superRefine(checkPriceRange)
  .transform((query) => ({
    ...query,
    limit: query.limit ?? (query.random ? RANDOM_PRODUCTS_COUNT : LIST_PAGE_SIZE_PANEL_OPEN),
  }));
export type ItemsListQuery = z.output<typeof itemsListQuerySchema>;
export type ItemsListQueryInput = z.input<typeof itemsListQuerySchema>;

export const itemsListResponseSchema = paginatedEnvelope(itemSchema);
export type ItemsListResponse = z.infer<typeof itemsListResponseSchema>;

/** Query of the other catalogue reads: only the currency and language of the answer. */
export const catalogueQuerySchema = z.object({
  currency: text().trim().toUpperCase().length(3, 'Invalid currency code').optional(),
  lang_id: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export const itemIdParamsSchema = z.object({
  id: recordId('Product ID is missing'),
});

/**
 * Whether a listing can be bought: reserved while someone pays for it, sold once paid, withdrawn while its
 * Steam item is not the shop's to sell (under trade protection, lost). A copy in a trade cooldown stays on sale
 * with its `tradable_after` date.
 */
export const LISTING_STATES = ['available', 'reserved', 'sold', 'withdrawn'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** How many other copies of the same item a product page lists (cheapest first, as Steam's market does). */
export const OTHER_COPIES_COUNT = 8;

export const itemDetailsSchema = itemSchema.extend({
  status: z.enum(LISTING_STATES),
  /** Other available copies of the same item (any copy quality), cheapest first, at most OTHER_COPIES_COUNT. */
  other_copies: z.array(itemSchema),
  /** How many other copies are on sale in all. */
  other_copies_total: z.number().int(),
  similar: z.array(itemSchema),
});
export type ItemDetails = z.infer<typeof itemDetailsSchema>;
export const itemDetailsResponseSchema = okEnvelope(itemDetailsSchema);
export const itemsResponseSchema = okEnvelope(z.array(itemSchema));

/** The values each filter can take: only values that exist among available listings. */
export const filterDataSchema = z.object({
  types: z.array(z.string()),
  qualities: z.array(z.string()),
  heroes: z.array(z.string()),
  exterior_names: z.array(z.string()),
  classes: z.array(z.string()),
  /** The listing ages (the spec's `age` values, §2) of the copies on sale, youngest first. */
  ages: z.array(z.enum(AGE_GROUPS)),
  price_min: z.number(),
  price_max: z.number(),
});
export type FilterData = z.infer<typeof filterDataSchema>;
export const filterDataResponseSchema = okEnvelope(filterDataSchema);

/** Query of GET /api/items/suggestions: what the visitor has typed in the header so far. */
export const itemSuggestionsQuerySchema = z.object({
  q: text().trim().max(100, 'The search may not be longer than 100 characters.').default(''),
  currency: text().trim().toUpperCase().length(3, 'Invalid currency code').optional(),
  lang_id: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
});
export type ItemSuggestionsQuery = z.infer<typeof itemSuggestionsQuerySchema>;

/** A hero whose name the search matches: picking it opens the list filtered to the hero. */
export const heroSuggestionSchema = z.object({ name: z.string() });
export type HeroSuggestion = z.infer<typeof heroSuggestionSchema>;

/** An item the search matches, as its cheapest available copy: picking it opens that product's page. */
export const itemSuggestionSchema = itemSchema.pick({
  id: true,
  title: true,
  hero: true,
  quality: true,
  img_url: true,
  img_fallback_url: true,
  category: true,
  price: true,
  currency: true,
  currency_symbol: true,
});
export type ItemSuggestion = z.infer<typeof itemSuggestionSchema>;

export const itemSuggestionsSchema = z.object({
  heroes: z.array(heroSuggestionSchema),
  items: z.array(itemSuggestionSchema),
});
export type ItemSuggestions = z.infer<typeof itemSuggestionsSchema>;
export const itemSuggestionsResponseSchema = okEnvelope(itemSuggestionsSchema);

/** How many heroes and items the header suggests at most. */
export const SUGGESTED_HEROES_MAX = 3;
export const SUGGESTED_ITEMS_MAX = 6;

/** GET /api/images/items/:file, the generated art of one listing (the local image host). */
export const itemImageParamsSchema = z.object({
  file: z.string().regex(/^\d{1,9}\.svg$/, 'The image name must look like 1234.svg.'),
});
