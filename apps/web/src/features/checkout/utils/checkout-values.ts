import { CHECKOUT_MESSAGES, PHONE_MESSAGE, TRADE_URL_EXAMPLE, TRADE_URL_MESSAGES, checkoutBodySchema } from '@skins/shared';
import type { CartItem, CheckoutInput, Country, PaymentType, UserProfile } from '@skins/shared';
import type { FieldError, FieldErrors } from '../../../lib/form-errors.ts';

/** Spec §3 Checkout form, as the modal edits it (the country is its id, as text for the select). */
export type CheckoutValues = {
  name: string;
  surname: string;
  phone: string;
  email: string;
  country: string;
  city: string;
  address: string;
  postCode: string;
  steamId: string;
  tradeUrl: string;
  saveData: boolean;
};
export type CheckoutField = Exclude<keyof CheckoutValues, 'saveData'>;
export const CHECKOUT_FIELDS: readonly CheckoutField[] = ['name', 'surname', 'phone', 'email', 'country', 'city', 'address', 'postCode', 'steamId', 'tradeUrl'];

/** The form prefilled from the profile; 'Save my information for future purchases' is on by default. */
export function checkoutValues(profile: UserProfile | undefined): CheckoutValues {
  const country = profile?.country?.id ?? profile?.country_id;
  return {
    name: profile?.name ?? '',
    surname: profile?.surname ?? '',
    phone: profile?.phone ?? '',
    email: profile?.email ?? '',
    country: country ? String(country) : '',
    city: profile?.city ?? '',
    address: profile?.address ?? '',
    postCode: profile?.zip ?? profile?.post_code ?? '',
    steamId: profile?.steamId ?? profile?.steam_id ?? '',
    tradeUrl: profile?.trade_url ?? profile?.steam_trade_link ?? '',
    saveData: true,
  };
}

export interface CheckoutContext {
  paymentType: PaymentType;
  currency: string;
  countries: readonly Country[];
  testMode: boolean | undefined;
  items: readonly CartItem[];
}

/** POST /api/orders/checkout (spec §7): the form plus the payment type, currency, country iso and the items. */
export function checkoutBody(values: CheckoutValues, context: CheckoutContext): CheckoutInput {
  const iso = context.countries.find((country) => String(country.id) === values.country)?.iso;
  return {
    paymentType: context.paymentType,
    accept_terms: true,
    currency: context.currency,
    name: values.name.trim(),
    surname: values.surname.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    country: values.country,
    ...(iso ? { country_iso: iso } : {}),
    city: values.city.trim(),
    address: values.address.trim(),
    postCode: values.postCode.trim(),
    steamId: values.steamId.trim(),
    tradeUrl: values.tradeUrl.trim(),
    saveData: values.saveData,
    ...(context.testMode === undefined ? {} : { test_mode: context.testMode }),
    items: context.items.map((item) => ({ id: item.item_id, type: item.is_variation ? 'variation' : 'item', price: item.price, quantity: 1 })),
  };
}

/** The shared schema's messages (spec §5 Checkout) and the dictionary texts that say them in every language. */
const MESSAGE_KEYS = new Map<string, FieldError>([
  [CHECKOUT_MESSAGES.name, { key: 'validation.firstNameRequired' }],
  [CHECKOUT_MESSAGES.surname, { key: 'validation.lastNameRequired' }],
  [CHECKOUT_MESSAGES.phone, { key: 'validation.phoneRequired' }],
  [CHECKOUT_MESSAGES.email, { key: 'validation.emailRequired' }],
  [CHECKOUT_MESSAGES.country, { key: 'validation.countryRequired' }],
  [CHECKOUT_MESSAGES.city, { key: 'validation.cityRequired' }],
  [CHECKOUT_MESSAGES.address, { key: 'validation.addressRequired' }],
  [CHECKOUT_MESSAGES.postCode, { key: 'validation.postalCodeRequired' }],
  [CHECKOUT_MESSAGES.steamId, { key: 'validation.steamIdRequired' }],
  [CHECKOUT_MESSAGES.tradeUrl, { key: 'validation.tradeUrlRequired' }],
  [CHECKOUT_MESSAGES.emailFormat, { key: 'validation.invalidEmail' }],
  [PHONE_MESSAGE, { key: 'validation.invalidPhone' }],
  [TRADE_URL_MESSAGES.format, { key: 'validation.invalidTradeUrlFormat', params: { example: TRADE_URL_EXAMPLE } }],
]);

const isField = (value: unknown): value is CheckoutField => CHECKOUT_FIELDS.includes(value as CheckoutField);

/**
 * The checks are the api's own (checkoutBodySchema of the shared package), so the form refuses exactly what
 * the server would; each field shows its first problem, in the visitor's language where the dictionary has it.
 */
export function validateCheckout(values: CheckoutValues): FieldErrors<CheckoutField> {
  const result = checkoutBodySchema.safeParse(checkoutBody(values, { paymentType: 'paysage_widget', currency: 'EUR', countries: [], testMode: undefined, items: [] }));
  const errors: FieldErrors<CheckoutField> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field]) continue;
    errors[field] = MESSAGE_KEYS.get(issue.message) ?? { text: issue.message };
  }
  return errors;
}

/** Spec §5: Pay stays disabled until every field has a value. */
export function allFieldsFilled(values: CheckoutValues): boolean {
  return CHECKOUT_FIELDS.every((field) => values[field].trim() !== '');
}

/** The api's field names (checkout and profile spellings) mapped onto the form's. */
export const CHECKOUT_SERVER_FIELDS: Partial<Record<string, CheckoutField>> = {
  name: 'name',
  surname: 'surname',
  phone: 'phone',
  email: 'email',
  country: 'country',
  country_id: 'country',
  city: 'city',
  address: 'address',
  postCode: 'postCode',
  zip: 'postCode',
  steamId: 'steamId',
  tradeUrl: 'tradeUrl',
  trade_url: 'tradeUrl',
};
