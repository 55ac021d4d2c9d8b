import { personalFormSchema } from '@skins/shared';
import { issueText } from '@skins/shared/i18n';
import { withPhoneNumberCheck } from '../../../lib/phone/phone-form.ts';
import type { BillingFormInput, PaymentFormInput, PersonalFormInput, TradeUrlFormInput, UserProfile } from '@skins/shared';

/**
 * The account page's forms (spec §2 Personal tab): their values from the profile, and the api's field names
 * mapped onto theirs. The checks are the shared form schemas (personalFormSchema, ...).
 */

export function personalValues(profile: UserProfile): PersonalFormInput {
  // An account without an address shows the one waiting for its link: saving it again is no new request.
  return { name: profile.name, surname: profile.surname, email: profile.email ?? profile.pending_email ?? '', phone: profile.phone ?? '', current_password: '' };
}

/** Whether saving would change the address, and the account has a password to prove it is the owner. */
export function needsCurrentPassword(profile: Pick<UserProfile, 'email' | 'has_password'>, email: string): boolean {
  return profile.has_password && email.trim().toLowerCase() !== (profile.email ?? '');
}

/**
 * The personal form's rules for this profile: the shared schema, and the current password while the e-mail
 * differs from the saved one (the api refuses an e-mail change without it).
 */
export function personalFormFor(profile: UserProfile) {
  return withPhoneNumberCheck(personalFormSchema).superRefine((values, ctx) => {
    if (needsCurrentPassword(profile, values.email) && !values.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: issueText('validation.passwordRequired')() });
    }
  });
}

/** Where a fresh Steam sign-in asked for by the account page returns to. */
export const PERSONAL_TAB_PATH = '/account?tab=personal';

export const PERSONAL_SERVER_FIELDS = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  phone: 'phone',
  phone_national_number: 'phone',
  phone_country_code: 'phone',
  current_password: 'current_password',
} as const;

export function billingValues(profile: UserProfile): BillingFormInput {
  const country = profile.country?.id ?? profile.country_id;
  return { country_id: country ? String(country) : '', city: profile.city ?? '', zip: profile.zip ?? profile.post_code ?? '', address: profile.address ?? '' };
}

export const BILLING_SERVER_FIELDS = { country_id: 'country_id', country: 'country_id', city: 'city', zip: 'zip', post_code: 'zip', postCode: 'zip', address: 'address' } as const;

export const PASSWORD_SERVER_FIELDS = { current_password: 'current_password', password: 'password', password_confirmation: 'password_confirmation' } as const;

export function paymentValues(profile: UserProfile): PaymentFormInput {
  return { iban: profile.iban ?? '', bic_swift: profile.bic_swift ?? '' };
}

export const PAYMENT_SERVER_FIELDS = { iban: 'iban', bic_swift: 'bic_swift' } as const;

export function tradeUrlValues(profile: UserProfile): TradeUrlFormInput {
  return { steam_trade_link: profile.steam_trade_link ?? profile.trade_url ?? '' };
}

export const TRADE_URL_SERVER_FIELDS = { steam_trade_link: 'steam_trade_link', trade_url: 'steam_trade_link', tradeUrl: 'steam_trade_link' } as const;

/** An emptied optional field is sent as null, which clears it (the api's rule). */
export const orNull = (value: string): string | null => value.trim() || null;
