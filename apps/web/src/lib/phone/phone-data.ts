import { AsYouType, getCountries, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';

/**
 * The phone input's rules (spec §5, §9) over libphonenumber-js: what may be typed, how it is formatted as it
 * is typed, which country it belongs to, and the §3 phone data the forms send. No hand parsing: the library
 * holds every country's calling code, number lengths and formats.
 */

export const PHONE_MAX_LENGTH = 25;
const NOT_PHONE_CHARS = /[^\d\s()+-]/g;

/** Spec §3 phone data: the number (E.164), its country (ISO code), the national part without spaces, and validity. */
export interface PhoneData {
  phone: string;
  phoneCountryCode: string;
  nationalNumber: string;
  isValid: boolean;
}

export interface TypedPhone {
  /** What the field shows: the typed number, formatted. */
  text: string;
  /** The number in E.164 (`+37120123456`), what the form holds; empty while no digit is typed. */
  value: string;
  /** The picked country, or the one an international number names. */
  country: string;
  /** An international number of a country (or calling code) outside the supported list. */
  unsupported: boolean;
}

/** A two-letter code libphonenumber knows; others (a country list may hold more) are left out. */
export function asPhoneCountry(iso: string | undefined): CountryCode | undefined {
  const code = iso?.toUpperCase();
  return code && isSupportedCountry(code) ? code : undefined;
}

/** Every country libphonenumber knows (the phone input's list while the api's has not loaded). */
export function allPhoneCountries(): string[] {
  return getCountries();
}

export function callingCodeOf(iso: string): string | undefined {
  const country = asPhoneCountry(iso);
  return country ? getCountryCallingCode(country) : undefined;
}

/** Where one calling code serves several countries (+1, +7) and the digits do not tell yet, the picked one if it fits. */
function countryOfCallingCode(callingCode: string, picked: string, supported: readonly string[]): string | undefined {
  if (callingCodeOf(picked) === callingCode) return picked;
  return supported.find((iso) => callingCodeOf(iso) === callingCode);
}

export function typePhone(typed: string, picked: string, supported: readonly string[]): TypedPhone {
  const clean = typed.replace(NOT_PHONE_CHARS, '').slice(0, PHONE_MAX_LENGTH);
  if (!/\d/.test(clean)) return { text: clean.trim() === '+' ? '+' : '', value: '', country: picked, unsupported: false };

  const international = clean.trimStart().startsWith('+');
  const asYouType = new AsYouType(international ? undefined : asPhoneCountry(picked));
  const text = asYouType.input(clean).slice(0, PHONE_MAX_LENGTH);
  const value = asYouType.getNumberValue() ?? '';
  const callingCode = asYouType.getCallingCode();
  if (!international) return { text, value, country: picked, unsupported: false };
  // Calling codes have one to three digits: three or more without one (+999) are no country's number.
  if (callingCode === undefined) return { text, value, country: picked, unsupported: clean.replace(/\D/g, '').length >= 3 };

  const named = asYouType.getCountry() ?? countryOfCallingCode(callingCode, picked, supported);
  const unsupported = named === undefined || !supported.includes(named);
  if (unsupported) return { text, value, country: picked, unsupported };
  // The picker beside the field shows the calling code ('LV +371'): the field keeps only the national part,
  // formatted for that country, so the code is never shown twice (a pasted or autofilled +371 number too).
  const national = typePhone(asYouType.getNationalNumber(), named, supported);
  return { text: national.text, value: value || national.value, country: named, unsupported: false };
}

/** The §3 phone data of a number as the form holds it (E.164, or digits of the picked country). */
export function phoneData(value: string, picked?: string): PhoneData | null {
  const text = value.replace(NOT_PHONE_CHARS, '').trim();
  if (!/\d/.test(text)) return null;
  const asYouType = new AsYouType(text.startsWith('+') ? undefined : asPhoneCountry(picked));
  asYouType.input(text);
  const number = asYouType.getNumber();
  const callingCode = asYouType.getCallingCode() ?? '';
  const country = number?.country ?? asYouType.getCountry() ?? (picked && callingCodeOf(picked) === callingCode ? picked : '');
  return {
    phone: number?.number ?? asYouType.getNumberValue() ?? text,
    phoneCountryCode: country,
    nationalNumber: number?.nationalNumber ?? asYouType.getNationalNumber(),
    isValid: number?.isValid() ?? false,
  };
}
