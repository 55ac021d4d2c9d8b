import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import './form-field.css';

export interface CheckboxFieldProps {
  name: string;
  /** The label; may hold links (terms, policies). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string;
  /** The checkbox, for the form to focus it when it is the first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ name, label, checked, onChange, onBlur, error, ref }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="checkbox-field" data-invalid={error ? true : undefined}>
      <div className="checkbox-field__row">
        <input
          id={id}
          ref={ref}
          name={name}
          type="checkbox"
          className="checkbox-field__input"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <label htmlFor={id} className="checkbox-field__label">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
