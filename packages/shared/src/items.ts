import { z } from 'zod';
import { DB_INT_MAX, recordId, text } from './text.ts';
import { LIST_PAGE_SIZE_MAX, LIST_PAGE_SIZE_PANEL_OPEN, RANDOM_PRODUCTS_COUNT } from './constants.ts';
import { okEnvelope, paginatedEnvelope } from './envelope.ts';
import { commaList, queryAmount, queryFlag } from './query-values.ts';

/** A product as the catalogue answers it (spec §3 Product; field mapping in DESIGN.md). */
export const productSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** In the requested currency, two decimals. */
  price: z.number(),
  old_price: z.number().nullable(),
  /** Relative to the image host. */
  img_url: z.string(),
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
});
export type Product = z.infer<typeof productSchema>;

export const SORT_VALUES = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_VALUES)[number];

/** The spec's `age` flag values (§2). */
export const AGE_GROUPS = ['big-kids', '0-18-months', '18-36-months', '3-5-years', '6-8-years', '9-11-years'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** Query of GET /api/items/list. Values arrive as strings and are coerced; every bad value is a field error. */
export const itemsListQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: 'The page must be a whole number.' })
      .int('The page must be a whole number.')
      .min(1, 'The page must be at least 1.')
      .max(DB_INT_MAX, 'The page is out of range.')
      .default(1),
    limit: z.coerce
      .number({ error: 'The limit must be a whole number.' })
      .int('The limit must be a whole number.')
      .min(1, 'The limit must be at least 1.')
      .max(LIST_PAGE_SIZE_MAX, `The limit may not be greater than ${LIST_PAGE_SIZE_MAX}.`)
      .optional(),
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
    age: z.enum(AGE_GROUPS, { error: `The age must be one of ${AGE_GROUPS.join(', ')}.` }).optional(),
    category: text().trim().max(100).optional(),
    subcategory: text().trim().max(100).optional(),
    random: queryFlag('random').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.price_from !== undefined && query.price_till !== undefined && Number(query.price_from) > Number(query.price_till)) {
      ctx.addIssue({ code: 'custom', path: ['price_from'], message: 'The price from may not be greater than the price till.' });
    }
  })
  .transform((query) => ({
    ...query,
    limit: query.limit ?? (query.random ? RANDOM_PRODUCTS_COUNT : LIST_PAGE_SIZE_PANEL_OPEN),
  }));
export type ItemsListQuery = z.output<typeof itemsListQuerySchema>;
export type ItemsListQueryInput = z.input<typeof itemsListQuerySchema>;

export const itemsListResponseSchema = paginatedEnvelope(productSchema);
export type ItemsListResponse = z.infer<typeof itemsListResponseSchema>;

/** Query of the other catalogue reads: only the currency and language of the answer. */
export const catalogueQuerySchema = z.object({
  currency: text().trim().toUpperCase().length(3, 'Invalid currency code').optional(),
  lang_id: z.coerce.number().int().positive().max(DB_INT_MAX).optional(),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export const productIdParamsSchema = z.object({
  id: recordId('Product ID is missing'),
});

export const productDetailsSchema = productSchema.extend({ similar: z.array(productSchema) });
export type ProductDetails = z.infer<typeof productDetailsSchema>;
export const productDetailsResponseSchema = okEnvelope(productDetailsSchema);
export const productsResponseSchema = okEnvelope(z.array(productSchema));

/** The values each filter can take: only values that exist among available listings. */
export const filterDataSchema = z.object({
  types: z.array(z.string()),
  qualities: z.array(z.string()),
  heroes: z.array(z.string()),
  exterior_names: z.array(z.string()),
  classes: z.array(z.string()),
  price_min: z.number(),
  price_max: z.number(),
});
export type FilterData = z.infer<typeof filterDataSchema>;
export const filterDataResponseSchema = okEnvelope(filterDataSchema);
