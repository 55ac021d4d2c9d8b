import { z } from 'zod';
import { okEnvelope } from './envelope.ts';
import { checkPriceRange, listFiltersSchema } from './items.ts';

/** The list filters whose values the filter panel counts, by their query names. */
export const COUNTED_FILTERS = ['hero', 'quality', 'type', 'exterior_name', 'item_class'] as const;
export type CountedFilter = (typeof COUNTED_FILTERS)[number];

/** Query of GET /api/items/filter-counts: the list's filters (its sort and paging change no count). */
export const filterCountsQuerySchema = listFiltersSchema.omit({ sort: true }).superRefine(checkPriceRange);
export type FilterCountsQuery = z.output<typeof filterCountsQuerySchema>;

const valueCounts = z.record(z.string(), z.number().int().nonnegative());

/**
 * How many listings on sale match each value of each counted filter, given every other chosen filter (its
 * own choice left out, so the counts say what ticking one more value would add). A value missing from a
 * filter's record matches nothing.
 */
export const filterCountsSchema = z.object({
  hero: valueCounts,
  quality: valueCounts,
  type: valueCounts,
  exterior_name: valueCounts,
  item_class: valueCounts,
});
export type FilterCounts = z.infer<typeof filterCountsSchema>;
export const filterCountsResponseSchema = okEnvelope(filterCountsSchema);
