import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode, Ref } from 'react';
import { FieldShell } from './field-shell.tsx';

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
  /** The input, for the form to focus it when it is the first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error, wired for assistive technology (aria-invalid, aria-describedby). */
export function TextField({ label, name, value, onChange, onBlur, error, hint, type = 'text', trailing, required, ref, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <>
          <input
            {...control}
            ref={ref}
            name={name}
            type={type}
            className="form-field__input"
            value={value}
            required={required}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            {...input}
          />
          {trailing ? <div className="form-field__trailing">{trailing}</div> : null}
        </>
      )}
    </FieldShell>
  );
}
