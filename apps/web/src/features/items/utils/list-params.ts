import { AGE_GROUPS, SORT_VALUES } from '@skins/shared';
import type { AgeGroup, SortDirection } from '@skins/shared';
import type { QueryValue } from '../../../lib/api-client.ts';

/** The multi-value filters of the side panel, by their URL parameter. */
export const LIST_FILTER_KEYS = ['hero', 'quality', 'type', 'exterior_name', 'class'] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];
export type ListFilterValues = Record<ListFilterKey, readonly string[]>;

/**
 * Spec §3 List filter state as it lives in the URL query, so a list view can be shared, reloaded and
 * restored by the back button. Page size is not part of it: it follows the filter panel.
 */
export interface ListParams {
  page: number;
  sort: SortDirection | undefined;
  search: string;
  /** Decimal amounts ("12.5"), or '' for no bound. */
  priceFrom: string;
  priceTill: string;
  filters: ListFilterValues;
  isNew: boolean;
  isSale: boolean;
  /** Only copies Steam lets the shop trade now (no cooldown ahead). */
  ready: boolean;
  age: AgeGroup | undefined;
}

export type ListParamsChange = Partial<Omit<ListParams, 'filters'>> & { filters?: Partial<ListFilterValues> };

const PRICE_KEYS = { priceFrom: 'price_from', priceTill: 'price_till' } as const;

function parsePage(value: string | null): number {
  const page = value !== null && /^\d+$/.test(value) ? Number(value) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A typed amount as the api takes it: digits with up to two decimals, comma or point; '' otherwise. */
export function parseAmount(text: string | null | undefined): string {
  const value = (text ?? '').trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(value)) return '';
  const amount = Math.round(Number(value) * 100) / 100;
  return Number.isFinite(amount) ? String(amount) : '';
}

function parseList(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').map((part) => part.trim()).filter(Boolean))];
}

function parseFlag(value: string | null): boolean {
  return value === 'true' || value === '1';
}

export function readListParams(params: URLSearchParams): ListParams {
  const list = (key: ListFilterKey) => parseList(params.get(key));
  const filters: ListFilterValues = {
    hero: list('hero'),
    quality: list('quality'),
    type: list('type'),
    exterior_name: list('exterior_name'),
    class: list('class'),
  };
  return {
    page: parsePage(params.get('page')),
    sort: SORT_VALUES.find((sort) => sort === params.get('sort')),
    search: params.get('search')?.trim() ?? '',
    priceFrom: parseAmount(params.get(PRICE_KEYS.priceFrom)),
    priceTill: parseAmount(params.get(PRICE_KEYS.priceTill)),
    filters,
    isNew: parseFlag(params.get('new')),
    isSale: parseFlag(params.get('sale')),
    ready: parseFlag(params.get('ready')),
    age: AGE_GROUPS.find((age) => age === params.get('age')),
  };
}

/** A copy of `params` with `changes` applied; defaults are left out, so the URL only holds what is set. */
export function writeListParams(params: URLSearchParams, changes: ListParamsChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if ('page' in changes) set('page', changes.page && changes.page > 1 ? String(changes.page) : undefined);
  if ('sort' in changes) set('sort', changes.sort);
  if ('search' in changes) set('search', changes.search?.trim());
  if ('priceFrom' in changes) set(PRICE_KEYS.priceFrom, parseAmount(changes.priceFrom));
  if ('priceTill' in changes) set(PRICE_KEYS.priceTill, parseAmount(changes.priceTill));
  for (const key of LIST_FILTER_KEYS) {
    const values = changes.filters?.[key];
    if (values) set(key, [...new Set(values)].join(','));
  }
  if ('isNew' in changes) set('new', changes.isNew ? 'true' : undefined);
  if ('isSale' in changes) set('sale', changes.isSale ? 'true' : undefined);
  if ('ready' in changes) set('ready', changes.ready ? 'true' : undefined);
  if ('age' in changes) set('age', changes.age);
  return next;
}

/** Spec §4: changing any filter goes back to page 1, unless the change names a page. */
export function changeListParams(params: URLSearchParams, changes: ListParamsChange): URLSearchParams {
  return writeListParams(params, 'page' in changes ? changes : { ...changes, page: 1 });
}

/** Whether anything the panel, the price box, the sort or the search sets is in force. */
export function hasActiveFilters(list: ListParams): boolean {
  return Boolean(list.search || list.sort || list.age || list.ready || list.priceFrom || list.priceTill || LIST_FILTER_KEYS.some((key) => list.filters[key].length > 0));
}

/**
 * 'Clear all': drops the filters, the age (the panel offers it as a facet), sort, search and page; the
 * context (new, sale) and path stay.
 */
export function clearListFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['page', 'sort', 'search', 'age', 'ready', PRICE_KEYS.priceFrom, PRICE_KEYS.priceTill, ...LIST_FILTER_KEYS]) next.delete(key);
  return next;
}

export interface CategoryRoute {
  category?: string;
  subcategory?: string;
}

const routePart = (part: string | undefined) => (part && part.trim().toLowerCase() !== 'all' ? part.trim() : undefined);

/** The GET /api/items/list query of a list view (spec §7): lists comma-joined, defaults left out. */
export function itemsListQuery(list: ListParams, route: CategoryRoute, limit: number): Record<string, QueryValue> {
  const joined = (key: ListFilterKey) => list.filters[key].join(',') || undefined;
  return {
    page: list.page,
    limit,
    sort: list.sort,
    search: list.search || undefined,
    price_from: list.priceFrom || undefined,
    price_till: list.priceTill || undefined,
    type: joined('type'),
    quality: joined('quality'),
    hero: joined('hero'),
    exterior_name: joined('exterior_name'),
    item_class: joined('class'),
    new: list.isNew || undefined,
    sale: list.isSale || undefined,
    ready: list.ready || undefined,
    age: list.age,
    category: routePart(route.category),
    subcategory: routePart(route.subcategory),
  };
}

/**
 * Filter values as the catalogue spells them: a link or a typed URL may say `hero=pudge`, while the catalogue
 * matches 'Pudge' exactly. Null when every value is already spelled so (or is unknown: left as it came).
 */
export function canonicalValues(values: readonly string[], known: readonly string[]): string[] | null {
  const byLower = new Map(known.map((value) => [value.toLowerCase(), value]));
  const spelled = values.map((value) => byLower.get(value.toLowerCase()) ?? value);
  return spelled.some((value, index) => value !== values[index]) ? [...new Set(spelled)] : null;
}
