import type { AgeGroup } from '@skins/shared';
import { Disclosure } from '../../../components/ui/disclosure.tsx';
import { useT } from '../../../lib/i18n/index.ts';

export interface AgeSectionProps {
  /** The listing ages of the copies on sale (filter data), youngest first. */
  ages: readonly AgeGroup[];
  selected: AgeGroup | undefined;
  onChange: (age: AgeGroup | undefined) => void;
}

/**
 * The spec's `age` flag (§2), for skins how long ago a copy was listed, as a facet: one age at a time, as the
 * flag takes one value, so radio buttons rather than checkboxes, with 'Any time' to drop it. Left out while
 * every copy on sale has the same age (choosing it would narrow nothing), unless the list is filtered by one.
 */
export function AgeSection({ ages, selected, onChange }: AgeSectionProps) {
  const t = useT();
  if (ages.length < 2 && !selected) return null;
  const title = t('products.filters.age');
  const options: readonly (AgeGroup | undefined)[] = [undefined, ...ages, ...(selected && !ages.includes(selected) ? [selected] : [])];
  return (
    <Disclosure title={title} note={selected ? t(`products.age.${selected}`) : undefined}>
      <div role="radiogroup" aria-label={title} className="filter-section__options">
        {options.map((age) => (
          <label key={age ?? 'any'} className="filter-option">
            <input type="radio" name="age" checked={selected === age} onChange={() => onChange(age)} />
            <span className="filter-option__label">{age ? t(`products.age.${age}`) : t('products.filters.anyAge')}</span>
          </label>
        ))}
      </div>
    </Disclosure>
  );
}
