import { useId } from 'react';
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import './form-field.css';

export interface TextFieldProps {
  label: string;
  /** The form field name; the form focuses the first invalid field by it. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The translated problem, shown under the field. */
  error?: string;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url';
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** A control inside the field's right edge (the password visibility toggle). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error, wired for assistive technology (aria-invalid, aria-describedby). */
export function TextField({ label, name, value, onChange, onBlur, error, hint, type = 'text', trailing, required, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
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
        <input
          id={id}
          name={name}
          type={type}
          className="form-field__input"
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          {...input}
        />
        {trailing ? <div className="form-field__trailing">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
