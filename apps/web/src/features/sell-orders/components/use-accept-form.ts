import { useEffect, useRef, useState } from 'react';
import type { FieldError, FieldErrors } from '../../../lib/form-errors.ts';
import { ACCEPT_FIELDS, acceptFieldError } from '../utils/accept-offer-form.ts';
import type { AcceptField, AcceptValues } from '../utils/accept-offer-form.ts';

/** Spec §9: the card fields are checked 300 ms after typing stops. */
export const CARD_CHECK_DELAY_MS = 300;

/**
 * The accept modal's state. A field's check shows once the field is left, or 300 ms after typing in it
 * stops, and from then on follows what was last checked, so the message does not flicker while typing.
 * Server field errors show until the field is edited.
 */
export function useAcceptForm(initial: AcceptValues, steamId: string | null) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState<Partial<AcceptValues>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<AcceptField>>({});
  const timers = useRef(new Map<AcceptField, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const check = (field: AcceptField, value: string) => {
    clearTimeout(timers.current.get(field));
    timers.current.delete(field);
    setChecked((current) => (current[field] === value ? current : { ...current, [field]: value }));
  };

  const setValue = (field: AcceptField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    clearTimeout(timers.current.get(field));
    timers.current.set(
      field,
      setTimeout(() => check(field, value), CARD_CHECK_DELAY_MS),
    );
  };

  const blur = (field: AcceptField) => check(field, values[field]);

  const errorOf = (field: AcceptField): FieldError | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const value = checked[field];
    return value === undefined ? undefined : acceptFieldError(field, { ...values, [field]: value }, steamId);
  };

  /** Checks every field now; the first one with a problem, if any. */
  const checkAll = (): AcceptField | undefined => {
    timers.current.forEach((timer) => clearTimeout(timer));
    timers.current.clear();
    setChecked({ ...values });
    return ACCEPT_FIELDS.find((field) => acceptFieldError(field, values, steamId));
  };

  return { values, setValue, blur, errorOf, checkAll, setServerErrors };
}
