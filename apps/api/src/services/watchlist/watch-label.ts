import { formatPrice } from '@skins/shared';

export interface LabelParts {
  itemName: string | null;
  hero: string | null;
  rarity: string | null;
  search: string | null;
  /** Already in the currency of `symbol`. */
  maxPrice: number | string | null;
}

/** What a watch is about, as a person would say it: "Pudge, Immortal, "hook", under €20.00". */
export function watchLabel({ itemName, hero, rarity, search, maxPrice }: LabelParts, symbol: string): string {
  const parts = [itemName, hero, rarity, search ? `"${search}"` : null].filter((part): part is string => Boolean(part));
  if (maxPrice !== null) parts.push(`under ${formatPrice(maxPrice, symbol)}`);
  return parts.join(', ');
}
