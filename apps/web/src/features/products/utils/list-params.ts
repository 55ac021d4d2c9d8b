import { SORT_VALUES } from '@skins/shared';
import type { SortDirection } from '@skins/shared';

/** The list state that lives in the URL query, so a list view can be shared and restored. */
export interface ListParams {
  page: number;
  sort: SortDirection | undefined;
  search: string;
}

function parsePage(value: string | null): number {
  const page = value !== null && /^\d+$/.test(value) ? Number(value) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function parseSort(value: string | null): SortDirection | undefined {
  return SORT_VALUES.find((sort) => sort === value);
}

/** Reads the list state; anything malformed falls back to its default rather than failing the page. */
export function readListParams(params: URLSearchParams): ListParams {
  return {
    page: parsePage(params.get('page')),
    sort: parseSort(params.get('sort')),
    search: params.get('search')?.trim() ?? '',
  };
}

/** A copy of `params` with `changes` applied; defaults (page 1, no sort, no search) are left out of the URL. */
export function writeListParams(params: URLSearchParams, changes: Partial<ListParams>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if ('page' in changes) set('page', changes.page && changes.page > 1 ? String(changes.page) : undefined);
  if ('sort' in changes) set('sort', changes.sort);
  if ('search' in changes) set('search', changes.search?.trim());
  return next;
}
