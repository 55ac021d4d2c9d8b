import type { Ref } from 'react';
import { FieldShell } from './field-shell.tsx';

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
  /** The select, for the form to focus it when it is the first invalid field. */
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (type-to-find and the phone's own picker for free) styled like the text fields. */
export function SelectField({ label, name, value, options, onChange, onBlur, placeholder, error, required, disabled, autoComplete, ref }: SelectFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error}>
      {(control) => (
        <select
          {...control}
          ref={ref}
          name={name}
          className="form-field__input form-field__select"
          value={value}
          required={required}
          disabled={disabled}
          autoComplete={autoComplete}
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
      )}
    </FieldShell>
  );
}
