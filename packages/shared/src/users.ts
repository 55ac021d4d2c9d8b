import { z } from 'zod';
import { DB_INT_MAX, text } from './text.ts';
import { emailSchema, PASSWORD_MAX_LENGTH, userTypeSchema } from './auth.ts';
import { countrySchema } from './countries.ts';
import { okEnvelope } from './envelope.ts';
import type { TranslationKey } from './i18n/en.ts';
import { issueText } from './i18n/issue-text.ts';
import { isValidNationalNumber, isValidPhone, isValidPhoneCountryCode, PHONE_MESSAGE } from './phone.ts';
import { parseTradeUrl, TRADE_URL_ISSUES, TRADE_URL_MESSAGES, tradeUrlIssue } from './steam.ts';

/**
 * The user profile (spec §3) as `GET /api/user/profile` answers it, and the body of `PUT /api/user/profile`,
 * which takes the account page's field set and the checkout's (§7, with their different names for the same
 * field) plus the payout details. IBAN and BIC rules are pure helpers the forms use too.
 */

/** ISO 13616: country code, two check digits, then the account; mod 97 of the rearranged number is 1. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s+/g, '').toUpperCase());
}

/**
 * Changing the e-mail address (ASVS 7.5.1): the current password, or for an account without one a
 * fresh Steam sign-in, proves it is the owner and not a stolen session; the new address holds only once its
 * owner opens the link sent there. The answer is the same whether or not the address has an account.
 */
export const EMAIL_CHANGE_MESSAGES = {
  currentPasswordRequired: 'Enter your current password to change your e-mail address.',
  wrongPassword: 'The current password is incorrect.',
  steamSignInRequired: 'Please sign in with Steam again to confirm it is you, then change your e-mail address.',
  confirmationSent: 'Profile updated. We sent a confirmation link to your new e-mail address; the change takes effect when you open it.',
} as const;

export const userProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  /** A new address waiting for its confirmation link to be opened. */
  pending_email: z.string().nullable(),
  phone: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  phone_national_number: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  avatar: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  country: countrySchema.nullable(),
  country_id: z.number().int().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  post_code: z.string().nullable(),
  steamId: z.string().nullable(),
  steam_id: z.string().nullable(),
  steam_trade_link: z.string().nullable(),
  trade_url: z.string().nullable(),
  iban: z.string().nullable(),
  bic_swift: z.string().nullable(),
  user_type: userTypeSchema.nullable(),
  /** False for a Steam-only account: the change-password form then has no current password field. */
  has_password: z.boolean(),
  /** The balance for packs and prompts, in euro (spec §9: purchase amounts are shown in EUR). */
  balance: z.number(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const userProfileResponseSchema = okEnvelope(userProfileSchema);
export const userProfileUpdatedResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: userProfileSchema });

/** `undefined` leaves a field as it is; `null` or an empty string clears it. */
const clearable = (label: string, max: number) =>
  text({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} may not be longer than ${max} characters.`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const requiredWhenGiven = (label: string) =>
  text({ error: `The ${label} must be text.` }).trim().min(1, `The ${label} field is required.`).max(100, `The ${label} may not be longer than 100 characters.`).optional();

const checked = (label: string, max: number, valid: (value: string) => boolean, message: string) =>
  clearable(label, max).refine((value) => value == null || valid(value), message);

const countryId = z
  .union([z.number(), z.string(), z.null()], { error: 'The selected country is invalid.' })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return value === undefined ? undefined : null;
    const id = Number(value);
    if (!Number.isInteger(id) || id < 1 || id > DB_INT_MAX) {
      ctx.addIssue({ code: 'custom', message: 'The selected country is invalid.' });
      return z.NEVER;
    }
    return id;
  });

const tradeUrl = checked('trade URL', 300, (value) => parseTradeUrl(value) !== null, TRADE_URL_MESSAGES.format);

const firstGiven = <T>(...values: Array<T | undefined>): T | undefined => values.find((value) => value !== undefined);

export const updateProfileBodySchema = z
  .object({
    name: requiredWhenGiven('name'),
    surname: requiredWhenGiven('surname'),
    email: emailSchema.optional(),
    /** Needed only when `email` changes (see EMAIL_CHANGE_MESSAGES). */
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    phone: checked('phone', 32, isValidPhone, PHONE_MESSAGE),
    phone_country_code: checked('phone country code', 8, isValidPhoneCountryCode, 'The phone country code is invalid.'),
    phone_national_number: checked('phone national number', 32, isValidNationalNumber, 'The phone national number must have 2 to 17 digits.'),
    country_id: countryId,
    country: countryId,
    city: clearable('city', 100),
    address: clearable('address', 255),
    zip: clearable('zip', 20),
    post_code: clearable('postal code', 20),
    postCode: clearable('postal code', 20),
    steam_trade_link: tradeUrl,
    trade_url: tradeUrl,
    tradeUrl,
    iban: checked('IBAN', 42, isValidIban, 'The IBAN is invalid.'),
    bic_swift: checked('BIC/SWIFT code', 14, isValidBic, 'The BIC/SWIFT code is invalid.'),
  })
  .transform((body) => ({
    name: body.name,
    surname: body.surname,
    email: body.email,
    current_password: body.current_password,
    phone: body.phone,
    phone_country_code: body.phone_country_code,
    phone_national_number: body.phone_national_number?.replace(/\s/g, ''),
    country_id: firstGiven(body.country_id, body.country),
    city: body.city,
    address: body.address,
    zip: firstGiven(body.zip, body.post_code, body.postCode),
    trade_url: firstGiven(body.steam_trade_link, body.trade_url, body.tradeUrl),
    iban: body.iban == null ? body.iban : normalizeIban(body.iban),
    bic_swift: body.bic_swift == null ? body.bic_swift : body.bic_swift.replace(/\s+/g, '').toUpperCase(),
  }));
export type UpdateProfileBody = z.output<typeof updateProfileBodySchema>;
export type UpdateProfileInput = z.input<typeof updateProfileBodySchema>;

/*
 * The account page's forms (spec §2 Personal tab, §5 Profile: its fields are required there). Each is part
 * of `updateProfileBodySchema`, checked as the page asks for it; the values are the text typed.
 */
const requiredField = (key: TranslationKey, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: issueText(key) })
    .max(max, { error: issueText('validation.maxLength', undefined, { max }) });

export const personalFormSchema = z.object({
  name: requiredField('validation.firstNameRequired', 100),
  surname: requiredField('validation.lastNameRequired', 100),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .min(1, { error: issueText('validation.phoneRequired') })
    .refine(isValidPhone, { error: issueText('validation.invalidPhone', PHONE_MESSAGE) }),
  /** Needed only while the e-mail changes (the web asks for it then; the api checks it). */
  current_password: z.string().optional(),
});
export type PersonalFormInput = z.input<typeof personalFormSchema>;

export const billingFormSchema = z.object({
  /** The country's id as the select holds it. */
  country_id: z.string().min(1, { error: issueText('validation.countryRequired') }),
  city: requiredField('validation.cityRequired', 100),
  zip: requiredField('validation.postalCodeRequired', 20),
  address: requiredField('validation.addressRequired', 255),
});
export type BillingFormInput = z.input<typeof billingFormSchema>;

/** Spec §5: payout needs both; either may stay empty until then, but what is typed must be valid. */
export const paymentFormSchema = z.object({
  iban: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidIban(value), { error: issueText('validation.invalidIban', 'The IBAN is invalid.') }),
  bic_swift: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidBic(value), { error: issueText('validation.invalidBic', 'The BIC/SWIFT code is invalid.') }),
});
export type PaymentFormInput = z.input<typeof paymentFormSchema>;

/** The trade URL may stay empty; a Steam account's must be its own (`steamId`), as the api checks. */
export function tradeUrlFormSchema(steamId: string | null) {
  return z.object({
    steam_trade_link: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const issue = value === '' ? null : tradeUrlIssue(value, steamId);
        if (issue === null) return;
        // Only the exact form and the account matter here (the accept modal names the finer reasons).
        const { key, params, apiText } = TRADE_URL_ISSUES[issue === 'otherAccount' ? 'otherAccount' : 'format'];
        ctx.addIssue({ code: 'custom', message: issueText(key, apiText, params)() });
      }),
  });
}
export type TradeUrlFormInput = z.input<ReturnType<typeof tradeUrlFormSchema>>;

