import { isValidBic, isValidIban, parseTradeUrl, TRADE_URL_EXAMPLE, tradeUrlProblem } from '@skins/shared';
import type { UserProfile } from '@skins/shared';
import type { FieldError, FieldErrors } from '../../../lib/form-errors.ts';
import { compact, confirmationError, emailError, newPasswordError, phoneError } from '../../auth/index.ts';

/** The account page's forms (spec §2 Personal tab): their values from the profile, their checks, their bodies. */

const required = (value: string, key: 'validation.firstNameRequired' | 'validation.lastNameRequired' | 'validation.cityRequired' | 'validation.postalCodeRequired' | 'validation.addressRequired' | 'validation.countryRequired'): FieldError | undefined =>
  value.trim() ? undefined : { key };

export type PersonalValues = {
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** Asked only while the e-mail differs from the saved one (the api needs it to change the address). */
  currentPassword: string;
};

export function personalValues(profile: UserProfile): PersonalValues {
  return { name: profile.name, surname: profile.surname, email: profile.email ?? '', phone: profile.phone ?? '', currentPassword: '' };
}

/** Whether saving would change the address, and the account has a password to prove it is the owner. */
export function needsCurrentPassword(profile: Pick<UserProfile, 'email' | 'has_password'>, email: string): boolean {
  return profile.has_password && email.trim().toLowerCase() !== (profile.email ?? '');
}

/** Spec §5 Profile: the fields are required on the account page. */
export function validatePersonal(profile: UserProfile) {
  return (values: PersonalValues): FieldErrors<keyof PersonalValues & string> =>
    compact({
      name: required(values.name, 'validation.firstNameRequired'),
      surname: required(values.surname, 'validation.lastNameRequired'),
      email: emailError(values.email),
      phone: phoneError(values.phone),
      currentPassword: needsCurrentPassword(profile, values.email) && !values.currentPassword ? { key: 'validation.passwordRequired' } : undefined,
    });
}

export const PERSONAL_SERVER_FIELDS = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  phone: 'phone',
  phone_national_number: 'phone',
  phone_country_code: 'phone',
  current_password: 'currentPassword',
} as const;

export type BillingValues = {
  country: string;
  city: string;
  zip: string;
  address: string;
};

export function billingValues(profile: UserProfile): BillingValues {
  const country = profile.country?.id ?? profile.country_id;
  return { country: country ? String(country) : '', city: profile.city ?? '', zip: profile.zip ?? profile.post_code ?? '', address: profile.address ?? '' };
}

export function validateBilling(values: BillingValues): FieldErrors<keyof BillingValues & string> {
  return compact({
    country: required(values.country, 'validation.countryRequired'),
    city: required(values.city, 'validation.cityRequired'),
    zip: required(values.zip, 'validation.postalCodeRequired'),
    address: required(values.address, 'validation.addressRequired'),
  });
}

export const BILLING_SERVER_FIELDS = { country_id: 'country', country: 'country', city: 'city', zip: 'zip', post_code: 'zip', postCode: 'zip', address: 'address' } as const;

export type PasswordValues = {
  current: string;
  password: string;
  confirmation: string;
};

/** `hasPassword` false: a Steam-only account sets its first password without a current one. */
export function validatePassword(values: PasswordValues, hasPassword: boolean): FieldErrors<keyof PasswordValues & string> {
  return compact({
    current: hasPassword && !values.current ? { key: 'validation.passwordRequired' } : undefined,
    password: newPasswordError(values.password),
    confirmation: confirmationError(values.password, values.confirmation),
  });
}

export const PASSWORD_SERVER_FIELDS = { current_password: 'current', password: 'password', password_confirmation: 'confirmation' } as const;

export type PaymentValues = {
  iban: string;
  bic: string;
};

export function paymentValues(profile: UserProfile): PaymentValues {
  return { iban: profile.iban ?? '', bic: profile.bic_swift ?? '' };
}

/** Spec §5: payout needs both; either may be left empty until then, but what is typed must be valid. */
export function validatePayment(values: PaymentValues): FieldErrors<keyof PaymentValues & string> {
  return compact({
    iban: values.iban.trim() && !isValidIban(values.iban) ? { key: 'validation.invalidIban' } : undefined,
    bic: values.bic.trim() && !isValidBic(values.bic) ? { key: 'validation.invalidBic' } : undefined,
  });
}

export const PAYMENT_SERVER_FIELDS = { iban: 'iban', bic_swift: 'bic' } as const;

export type TradeUrlValues = {
  tradeUrl: string;
};

export function tradeUrlValues(profile: UserProfile): TradeUrlValues {
  return { tradeUrl: profile.steam_trade_link ?? profile.trade_url ?? '' };
}

/** The trade URL must be a trade-offer link and, for a Steam account, that account's own (the api checks the same). */
export function tradeUrlError(value: string, steamId: string | null): FieldError | undefined {
  if (!value.trim()) return undefined;
  const problem = tradeUrlProblem(value, steamId);
  if (problem === null) return undefined;
  return parseTradeUrl(value) ? { key: 'validation.tradeUrlOtherAccount' } : { key: 'validation.invalidTradeUrlFormat', params: { example: TRADE_URL_EXAMPLE } };
}

export const TRADE_URL_SERVER_FIELDS = { steam_trade_link: 'tradeUrl', trade_url: 'tradeUrl', tradeUrl: 'tradeUrl' } as const;

/** An emptied optional field is sent as null, which clears it (the api's rule). */
export const orNull = (value: string): string | null => value.trim() || null;
