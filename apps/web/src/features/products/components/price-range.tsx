import { PRICE_INPUT_DEBOUNCE_MS } from '@skins/shared';
import { useId } from 'react';
import { Disclosure } from '../../../components/ui/disclosure.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useDebouncedInput } from '../../../lib/use-debounced-input.ts';
import { parseAmount } from '../utils/list-params.ts';

export interface PriceRangeProps {
  from: string;
  till: string;
  /** The cheapest and dearest price in the catalogue, in the current currency (placeholders). */
  bounds: { min: number; max: number } | undefined;
  onChange: (change: { priceFrom: string } | { priceTill: string }) => void;
}

/** Spec §5: free text with a decimal keyboard, no message; applied 300 ms after typing stops. */
export function PriceRange({ from, till, bounds, onChange }: PriceRangeProps) {
  const t = useT();
  const id = useId();
  const options = { delayMs: PRICE_INPUT_DEBOUNCE_MS, normalize: parseAmount };
  const fromInput = useDebouncedInput(from, (priceFrom) => onChange({ priceFrom }), options);
  const tillInput = useDebouncedInput(till, (priceTill) => onChange({ priceTill }), options);

  return (
    <Disclosure title={t('products.filters.priceRange')}>
      <div className="price-range">
        <label htmlFor={`${id}-from`} className="price-range__field">
          <span className="price-range__label">{t('products.filters.priceFrom')}</span>
          <input
            id={`${id}-from`}
            className="price-range__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={bounds ? String(Math.floor(bounds.min)) : '0'}
            value={fromInput.text}
            onChange={(event) => fromInput.change(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && fromInput.flush()}
          />
        </label>
        <span className="price-range__dash" aria-hidden="true">
          –
        </span>
        <label htmlFor={`${id}-till`} className="price-range__field">
          <span className="price-range__label">{t('products.filters.priceTo')}</span>
          <input
            id={`${id}-till`}
            className="price-range__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={bounds ? String(Math.ceil(bounds.max)) : '9999'}
            value={tillInput.text}
            onChange={(event) => tillInput.change(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && tillInput.flush()}
          />
        </label>
      </div>
    </Disclosure>
  );
}
