import { PRICE_INPUT_DEBOUNCE_MS } from '@skins/shared';
import { useId } from 'react';
import { Disclosure } from '../../../components/ui/disclosure.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useDebouncedInput } from '../../../lib/use-debounced-input.ts';
import { parseAmount } from '../utils/list-params.ts';

export interface PriceRangeProps {
  from: string;
  till: string;
  onChange: (change: { priceFrom: string } | { priceTill: string }) => void;
}

/** Spec §9 placeholders: 0 to 9999, whatever the catalogue's range. */
const PLACEHOLDER_FROM = '0';
const PLACEHOLDER_TILL = '9999';

/** Spec §5: free text with a decimal keyboard, no message; applied 300 ms after typing stops. */
export function PriceRange({ from, till, onChange }: PriceRangeProps) {
  const t = useT();
  const id = useId();
  const options = { delayMs: PRICE_INPUT_DEBOUNCE_MS, normalize: parseAmount };
  const fromInput = useDebouncedInput(from, (priceFrom) => onChange({ priceFrom }), options);
  const tillInput = useDebouncedInput(till, (priceTill) => onChange({ priceTill }), options);

  return (
    <Disclosure title={t('products.filters.priceRange')}>
      <div className="price-range">
        <PriceInput id={`${id}-from`} label={t('products.filters.priceFrom')} placeholder={PLACEHOLDER_FROM} input={fromInput} />
        <span className="price-range__dash" aria-hidden="true">
          –
        </span>
        <PriceInput id={`${id}-till`} label={t('products.filters.priceTo')} placeholder={PLACEHOLDER_TILL} input={tillInput} />
      </div>
    </Disclosure>
  );
}

interface PriceInputProps {
  id: string;
  label: string;
  placeholder: string;
  input: { text: string; change: (text: string) => void; flush: () => void };
}

/** One end of the range: typed text is debounced by the caller's input; Enter applies it at once. */
function PriceInput({ id, label, placeholder, input }: PriceInputProps) {
  return (
    <label htmlFor={id} className="price-range__field">
      <span className="price-range__label">{label}</span>
      <input
        id={id}
        className="price-range__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={input.text}
        onChange={(event) => input.change(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && input.flush()}
      />
    </label>
  );
}
