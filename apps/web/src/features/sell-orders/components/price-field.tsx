import { MIN_SELL_PRICE } from '@skins/shared';
import { useId } from 'react';
import type { Ref } from 'react';
import '../../../components/ui/form-field.css';

export interface PriceFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The current currency's symbol, shown inside the field: the price is typed in that currency. */
  symbol: string;
  placeholder?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Spec §5 Sell form: a number of at least 0.01 in steps of 0.01, in the current currency. */
export function PriceField({ label, name, value, onChange, onBlur, symbol, placeholder, error, ref }: PriceFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
        <span className="form-field__required" aria-hidden="true">
          *
        </span>
      </label>
      <div className="form-field__control price-field">
        <span className="price-field__symbol" aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          ref={ref}
          name={name}
          type="number"
          inputMode="decimal"
          min={MIN_SELL_PRICE}
          step={0.01}
          required
          className="form-field__input price-field__input"
          value={value}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
