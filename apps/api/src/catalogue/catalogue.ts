/**
 * What every catalogue read is given: the database (Prisma for the small cached tables, node-postgres for
 * the hot reads: sql.ts), the settings that shape answers, and this process's caches (caches.ts). The
 * api makes one per process (catalogue-plugin.ts); tests make their own.
 */
import type { Db, Prisma } from '@skins/db';
import type { FilterCounts, ItemSuggestions } from '@skins/shared';
import type { LRUCache } from 'lru-cache';
import { AnswerCache } from './answer-cache.ts';
import { namedCache } from './caches.ts';
import { readFilterCounts } from './count-filter-values.ts';
import type { ListingCount } from './count-listings.ts';
import { readFilterValues, type FilterValues } from './get-filter-data.ts';
import { PageKeys, SEEK_STRIDE } from './page-seek.ts';
import { readCategories, type CategoryRow } from './resolve-category.ts';
import { findSearchItems, type SearchItems } from './search-terms.ts';
import { readSuggestions, type SuggestionsQuery } from './suggest-items.ts';
import type { Sql } from './sql.ts';

/** How deep OFFSET paging may go by default (LIST_MAX_OFFSET; list-items.ts says what happens past it). */
export const MAX_LIST_OFFSET = 16_000;

export interface CatalogueOptions {
  db: Db;
  sql: Sql;
  /** LIST_MAX_OFFSET. */
  maxOffset?: number;
  /** IMAGE_HOST: a CDN host makes img_url the item's real icon (services/images/product-image.ts). */
  imageHost?: string;
  /** Every how many matches a deep page's sort key is kept (page-seek.ts). */
  seekStride?: number;
}

export interface Catalogue {
  db: Db;
  sql: Sql;
  maxOffset: number;
  imageHost: string | undefined;
  answers: AnswerCache;
  counts: LRUCache<string, ListingCount>;
  pageKeys: PageKeys;
  /** A search's items by its words, joined by spaces (search-terms.ts). */
  searches: LRUCache<string, SearchItems>;
  /** The header's suggestions by currency code and words (suggest-items.ts), loaded by their statement. */
  suggestions: LRUCache<string, ItemSuggestions, SuggestionsQuery>;
  filterValues: LRUCache<'all', FilterValues>;
  /** The filter panel's counts by their statement's text and values, loaded by that statement. */
  filterCounts: LRUCache<string, FilterCounts, Prisma.Sql>;
  categories: LRUCache<'all', CategoryRow[]>;
  /** Listings changed (catalogue-changes.ts): forget what they made stale. */
  changed(): void;
}

export function createCatalogue({ db, sql, maxOffset = MAX_LIST_OFFSET, imageHost, seekStride = SEEK_STRIDE }: CatalogueOptions): Catalogue {
  const answers = new AnswerCache();
  const pageKeys = new PageKeys(sql, maxOffset, seekStride);
  const filterValues = namedCache<'all', FilterValues>('filterValues', { fetchMethod: () => readFilterValues(sql), ignoreFetchAbort: true });
  const filterCounts = namedCache<string, FilterCounts, Prisma.Sql>('filterCounts', {
    fetchMethod: (_key, _stale, { context }) => readFilterCounts(sql, context),
    ignoreFetchAbort: true,
  });
  const suggestions = namedCache<string, ItemSuggestions, SuggestionsQuery>('suggestions', {
    fetchMethod: (_key, _stale, { context }) => readSuggestions(sql, context),
    ignoreFetchAbort: true,
  });
  return {
    db,
    sql,
    maxOffset,
    imageHost,
    answers,
    counts: namedCache('counts'),
    pageKeys,
    searches: namedCache('searches', { fetchMethod: (words) => findSearchItems(sql, words.split(' ')) }),
    suggestions,
    filterValues,
    filterCounts,
    categories: namedCache('categories', { fetchMethod: () => readCategories(db) }),
    changed() {
      filterValues.clear();
      filterCounts.clear();
      suggestions.clear();
      pageKeys.clear();
      answers.clear();
    },
  };
}
