import { z } from 'zod';
import { LIST_PAGE_SIZE_MAX, LIST_PAGE_SIZE_PANEL_OPEN } from './constants.ts';
import { paginatedEnvelope } from './envelope.ts';

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

/** Query of GET /api/items/list. Values arrive as strings and are coerced. */
export const itemsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'The page must be at least 1.').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'The limit must be at least 1.')
    .max(LIST_PAGE_SIZE_MAX, `The limit may not be greater than ${LIST_PAGE_SIZE_MAX}.`)
    .default(LIST_PAGE_SIZE_PANEL_OPEN),
  sort: z.enum(SORT_VALUES, { error: 'The sort must be asc or desc.' }).optional(),
  currency: z.string().trim().toUpperCase().length(3).optional(),
});
export type ItemsListQuery = z.infer<typeof itemsListQuerySchema>;

export const itemsListResponseSchema = paginatedEnvelope(productSchema);
export type ItemsListResponse = z.infer<typeof itemsListResponseSchema>;
