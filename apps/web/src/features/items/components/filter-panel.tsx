import { RARITIES, rarityColor } from '@skins/shared';
import type { CountedFilter, FilterCounts, FilterData } from '@skins/shared';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT, useTermLabel } from '../../../lib/i18n/index.ts';
import type { MessageKey, TermGroup } from '../../../lib/i18n/index.ts';
import type { ListFilterKey, ListParams, ListParamsChange } from '../utils/list-params.ts';
import { AgeSection } from './age-section.tsx';
import { FilterSection } from './filter-section.tsx';
import { PriceRange } from './price-range.tsx';
import './filter-panel.css';

export interface FilterPanelProps {
  id: string;
  data: FilterData | undefined;
  /** How many listings each value matches given the other filters; undefined while they load. */
  counts: FilterCounts | undefined;
  list: ListParams;
  onChange: (changes: ListParamsChange) => void;
  onClear: () => void;
  /** Inside the filter drawer, whose title names it: no heading of its own, no frame. */
  embedded?: boolean;
}

/** Each filter, with how its values are named (heroes keep their names in every language, as in the game). */
const SECTIONS: readonly { key: ListFilterKey; counted: CountedFilter; title: MessageKey; values: (data: FilterData) => string[]; terms?: TermGroup }[] = [
  { key: 'hero', counted: 'hero', title: 'products.filters.hero', values: (data) => data.heroes },
  { key: 'quality', counted: 'quality', title: 'products.filters.quality', values: (data) => sortByRarity(data.qualities), terms: 'rarity' },
  { key: 'type', counted: 'type', title: 'products.filters.type', values: (data) => data.types, terms: 'type' },
  { key: 'exterior_name', counted: 'exterior_name', title: 'products.filters.exterior', values: (data) => data.exterior_names, terms: 'quality' },
  { key: 'class', counted: 'item_class', title: 'products.filters.class', values: (data) => data.classes, terms: 'type' },
];

const RARITY_ORDER = new Map<string, number>(RARITIES.map((rarity, index) => [rarity.name, index]));

/** Rarities in their in-game order (Common ... Arcana); unknown ones last. */
function sortByRarity(values: readonly string[]): string[] {
  return [...values].sort((a, b) => (RARITY_ORDER.get(a) ?? 99) - (RARITY_ORDER.get(b) ?? 99));
}

const rarityDot = (value: string) => <span className="filter-option__dot" style={{ background: rarityColor(value) }} aria-hidden="true" />;

/** The side panel (or the drawer's content): price range and one checkbox list per filter, each collapsible. */
export function FilterPanel({ id, data, counts, list, onChange, onClear, embedded = false }: FilterPanelProps) {
  const t = useT();
  const term = useTermLabel();
  const termsOf = (group: TermGroup | undefined) => (group ? (value: string) => term(group, value) : undefined);
  const Frame = embedded ? 'div' : 'aside';
  return (
    <Frame id={id} className={embedded ? 'filter-panel filter-panel--embedded' : 'filter-panel'} aria-labelledby={embedded ? undefined : `${id}-title`}>
      <div className="filter-panel__head">
        {embedded ? null : (
          <h2 id={`${id}-title`} className="filter-panel__title">
            {t('products.filters.title')}
          </h2>
        )}
        <button type="button" className="filter-panel__clear" onClick={onClear}>
          {t('products.filters.clearAll')}
        </button>
      </div>
      <PriceRange
        from={list.priceFrom}
        till={list.priceTill}
        onChange={onChange}
      />
      <label className="filter-option filter-panel__ready">
        <input type="checkbox" checked={list.ready} onChange={(event) => onChange({ ready: event.target.checked })} />
        <span className="filter-option__label">{t('products.filters.readyNow')}</span>
      </label>
      {data ? (
        <>
          {SECTIONS.map((section) => (
            <FilterSection
              key={section.key}
              title={t(section.title)}
              options={section.values(data)}
              selected={list.filters[section.key]}
              decorate={section.key === 'quality' ? rarityDot : undefined}
              label={termsOf(section.terms)}
              count={counts ? (value) => counts[section.counted][value] ?? 0 : undefined}
              onChange={(values) => onChange({ filters: { [section.key]: values } })}
            />
          ))}
          <AgeSection ages={data.ages} selected={list.age} onChange={(age) => onChange({ age })} />
        </>
      ) : (
        <div className="filter-panel__loading" aria-hidden="true">
          {SECTIONS.map((section) => (
            <Skeleton key={section.key} height="2.25rem" />
          ))}
        </div>
      )}
    </Frame>
  );
}
