import type { AgeGroup } from '@skins/shared';
import { Disclosure } from '../../../components/ui/disclosure.tsx';
import { useT } from '../../../lib/i18n/index.ts';

export interface AgeSectionProps {
  /** The ages available listings carry (filter data); the section is left out when there are none. */
  ages: readonly AgeGroup[];
  selected: AgeGroup | undefined;
  onChange: (age: AgeGroup | undefined) => void;
}

/**
 * The spec's toy-shop age flag (§2) as a facet: one age at a time, as the `age` query flag takes one value,
 * so radio buttons rather than checkboxes, with 'Any age' to drop it.
 */
export function AgeSection({ ages, selected, onChange }: AgeSectionProps) {
  const t = useT();
  if (ages.length === 0) return null;
  const title = t('products.filters.age');
  const options: readonly (AgeGroup | undefined)[] = [undefined, ...ages];
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
