import { useId } from 'react';
import './form-field.css';

export interface SelectFieldOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectFieldOption[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The first, empty choice ('Select a country'). */
  placeholder: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}

/** A native select (type-to-find and the phone's own picker for free) styled like the text fields. */
export function SelectField({ label, name, value, options, onChange, onBlur, placeholder, error, required, disabled, autoComplete }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="form-field__control">
        <select
          id={id}
          name={name}
          className="form-field__input form-field__select"
          value={value}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
