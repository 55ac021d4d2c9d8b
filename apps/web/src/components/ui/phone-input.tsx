import { useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { allPhoneCountries, callingCodeOf, phoneData, PHONE_MAX_LENGTH, typePhone } from '../../lib/phone/phone-data.ts';
import type { TypedPhone } from '../../lib/phone/phone-data.ts';
import { typeToFind } from '../../lib/phone/type-to-find.ts';
import { toast } from '../../lib/toast-store.ts';
import { FieldShell } from './field-shell.tsx';
import './phone-input.css';

/** Spec §9: the 'not supported' toast at most once per 500 ms, however fast the digits come. */
const UNSUPPORTED_TOAST_THROTTLE_MS = 500;
const FALLBACK_COUNTRY = 'US';

export interface PhoneCountry {
  iso: string;
  title: string;
}

export interface PhoneInputProps {
  label: string;
  /** The form field name; the input itself is named `telephone` (spec §5). */
  name: string;
  /** The number in E.164 (`+37120123456`), as the form holds it. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The supported countries: the picker lists them, a number of any other is cleared. */
  countries: readonly PhoneCountry[];
  /** The picker's country until a number or a choice says otherwise (the visitor's, by IP). */
  defaultCountry?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

function savedText(value: string, country: string, allowed: readonly string[]): string {
  const data = phoneData(value, country);
  return typePhone(data?.phoneCountryCode === country ? data.nationalNumber : value, country, allowed).text;
}

/**
 * An international phone input (spec §5, §9): a country picker with type-to-find, and a tel field that
 * formats as it is typed (libphonenumber-js) and takes only digits, spaces, parentheses, hyphens and a plus.
 * The picker is a native select: it is keyboard- and screen-reader-friendly as it is; closed, it shows the
 * short 'LV +371' so it fits beside the number. Only its type-ahead is ours, for the spec's 700 ms reset.
 */
export function PhoneInput({ label, value, onChange, onBlur, countries, defaultCountry, error, hint, required, disabled, ref }: PhoneInputProps) {
  const t = useT();
  const options = useMemo(() => countries.filter((country) => callingCodeOf(country.iso) !== undefined), [countries]);
  const supported = useMemo(() => options.map((country) => country.iso.toUpperCase()), [options]);
  // Until the list has loaded nothing is refused: a visitor typing early must not lose the number.
  const allowed = useMemo(() => (supported.length > 0 ? supported : allPhoneCountries()), [supported]);
  const [picked, setPicked] = useState<string | null>(null);
  const [typed, setTyped] = useState<TypedPhone | null>(null);
  const findRef = useRef({ query: '', at: Number.NEGATIVE_INFINITY });
  const toastAtRef = useRef(Number.NEGATIVE_INFINITY);
  const refusedAtRef = useRef(Number.NEGATIVE_INFINITY);

  const fallback = defaultCountry && allowed.includes(defaultCountry.toUpperCase()) ? defaultCountry.toUpperCase() : (allowed.includes(FALLBACK_COUNTRY) ? FALLBACK_COUNTRY : (allowed[0] ?? FALLBACK_COUNTRY));
  const ofValue = phoneData(value, picked ?? fallback)?.phoneCountryCode;
  const country = typed?.value === value ? typed.country : (picked ?? (ofValue && allowed.includes(ofValue) ? ofValue : fallback));
  // A value set from outside (a reset, the saved profile) is shown formatted, without the calling code the picker
  // beside it already shows ('LV +371' next to '21 234 567'); what is being typed stays as typed.
  const text = typed?.value === value ? typed.text : savedText(value, country, allowed);

  const type = (next: string) => {
    const result = typePhone(next, country, allowed);
    const now = Date.now();
    // The digits that keep coming after a refused calling code are the rest of that number, not a new one.
    const restOfRefused = now - refusedAtRef.current < UNSUPPORTED_TOAST_THROTTLE_MS && !next.trimStart().startsWith('+');
    if (result.unsupported || (restOfRefused && next.trim() !== '')) {
      refusedAtRef.current = now;
      if (now - toastAtRef.current >= UNSUPPORTED_TOAST_THROTTLE_MS) {
        toastAtRef.current = now;
        toast.error(t('validation.countryNotSupported'));
      }
      setTyped({ text: '', value: '', country, unsupported: false });
      onChange('');
      return;
    }
    setTyped(result);
    setPicked(result.country);
    onChange(result.value);
  };

  const pick = (iso: string) => {
    setPicked(iso);
    // The national digits stay; only the calling code changes.
    const national = phoneData(value, country)?.nationalNumber ?? '';
    const result = typePhone(national, iso, allowed);
    setTyped(result);
    if (result.value !== value) onChange(result.value);
  };

  const onPickerKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key.length !== 1 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const found = typeToFind(findRef.current, event.key, Date.now(), options.map((option) => option.title));
    findRef.current = found.state;
    const option = found.index === undefined ? undefined : options[found.index];
    if (option) pick(option.iso.toUpperCase());
  };

  return (
    <FieldShell label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <div className="phone-input">
          {/* Closed, the picker shows 'LV +371' whole; the native select lies over it, invisible, so the
              list (full names), the keyboard and screen readers are the browser's own. */}
          <div className="form-field__input form-field__select phone-input__country" data-disabled={disabled || undefined}>
            <span aria-hidden="true">{`${country} +${callingCodeOf(country) ?? ''}`}</span>
            <select
              className="phone-input__country-select"
              aria-label={t('checkout.phoneCountry')}
              value={country}
              disabled={disabled}
              onChange={(event) => pick(event.target.value)}
              onKeyDown={onPickerKeyDown}
            >
              {options.map((option) => (
                <option key={option.iso} value={option.iso.toUpperCase()}>
                  {`${option.title} (+${callingCodeOf(option.iso) ?? ''})`}
                </option>
              ))}
            </select>
          </div>
          <input
            {...control}
            ref={ref}
            name="telephone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className="form-field__input phone-input__number"
            placeholder={t('checkout.phonePlaceholder')}
            maxLength={PHONE_MAX_LENGTH}
            value={text}
            required={required}
            disabled={disabled}
            onChange={(event) => type(event.target.value)}
            onBlur={onBlur}
          />
        </div>
      )}
    </FieldShell>
  );
}
