import { useId } from 'react';
import type { ReactNode } from 'react';
import './form-field.css';

/** What a field's control needs to be wired to its label, error and hint for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  label: string;
  required?: boolean;
  /** The translated problem, shown under the field. */
  error?: string;
  hint?: string;
  /** Renders the control (input, select) with the ids and aria attributes the shell wired up. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, required marker, error and hint every form field shares; the field renders only its control. */
export function FieldShell({ label, required, error, hint, children }: FieldShellProps) {
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
      <div className="form-field__control">{children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}</div>
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
