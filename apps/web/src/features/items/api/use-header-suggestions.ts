import { formatPrice, type ItemSuggestions } from '@skins/shared';
import type { SearchSuggestionGroup } from '../../../components/layout/search-suggestions.tsx';
import { termLabel, useT } from '../../../lib/i18n/index.ts';
import type { Translate } from '../../../lib/i18n/index.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { itemHref } from '../../../lib/item-href.ts';
import { writeListParams } from '../utils/list-params.ts';
import { SUGGEST_MIN_LENGTH, useItemSuggestions } from './get-suggestions.ts';

/** A hero's suggestion opens the product list filtered to that hero. */
export function heroListHref(hero: string): string {
  return `/products?${writeListParams(new URLSearchParams(), { filters: { hero: [hero] } }).toString()}`;
}

export function suggestionGroups(data: ItemSuggestions, t: Translate): SearchSuggestionGroup[] {
  const groups: SearchSuggestionGroup[] = [];
  if (data.heroes.length) {
    groups.push({
      key: 'heroes',
      label: t('header.suggestedHeroes'),
      options: data.heroes.map((hero) => ({ key: `hero-${hero.name}`, label: hero.name, hint: t('header.suggestedHeroHint'), to: heroListHref(hero.name) })),
    });
  }
  if (data.items.length) {
    groups.push({
      key: 'items',
      label: t('header.suggestedItems'),
      options: data.items.map((item) => ({
        key: `item-${item.id}`,
        label: item.title,
        // The rarity in the interface language, as the product cards write it.
        hint: [item.hero, item.quality ? termLabel(t, 'rarity', item.quality) : null].filter(Boolean).join(' · '),
        image: { src: imageUrl(item.img_url), fallbackSrc: imageUrl(item.img_fallback_url) },
        price: formatPrice(item.price, item.currency_symbol),
        to: itemHref(item),
      })),
    });
  }
  return groups;
}

/** The header's suggestion groups for what is typed (the shell hands them to the search box). */
export function useHeaderSuggestions(text: string): SearchSuggestionGroup[] {
  const t = useT();
  const { data } = useItemSuggestions(text);
  return data && text.length >= SUGGEST_MIN_LENGTH ? suggestionGroups(data, t) : [];
}
