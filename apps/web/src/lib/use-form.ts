import { useState } from 'react';
import type { FormEvent } from 'react';
import type { FieldError, FieldErrors } from './form-errors.ts';

export type FormValues = Record<string, string | boolean>;
export type Validate<V extends FormValues> = (values: V) => FieldErrors<Extract<keyof V, string>>;

/**
 * A form's values and errors. A field's own check shows once the field has been left (validation on blur)
 * and follows the value from then on; submitting shows every problem and focuses the first invalid field.
 * Server field errors show until the field is edited.
 */
export function useForm<V extends FormValues>(initial: V | (() => V), validate: Validate<V>) {
  type Field = Extract<keyof V, string>;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const clientErrors = validate(values);

  const errorOf = (field: Field): FieldError | undefined => serverErrors[field] ?? (touched[field] ? clientErrors[field] : undefined);

  const setValue = <K extends Field>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const blur = (field: Field) => setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  /** The submit handler: `onValid` runs only when every check passes. */
  const submit = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.keys(values) as Field[];
    setTouched(Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<Field, boolean>>);
    const invalid = fields.find((field) => clientErrors[field]);
    if (invalid === undefined) {
      onValid(values);
      return;
    }
    const element = event.currentTarget.elements.namedItem(invalid);
    if (element instanceof HTMLElement) element.focus();
  };

  /** New values from the server (after a save): the form starts over from them. */
  const reset = (next: V) => {
    setValues(next);
    setTouched({});
    setServerErrors({});
  };

  return { values, setValue, blur, errorOf, submit, reset, setServerErrors, isValid: !Object.values(clientErrors).some(Boolean) };
}
