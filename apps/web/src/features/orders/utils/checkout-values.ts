import { steamIdOfTradeUrl } from '@skins/shared';
import type { CartItem, CheckoutInput, Country, PaymentType, UserProfile } from '@skins/shared';

/**
 * Spec §3 Checkout form, as the modal edits it: the fields of `checkoutFieldsSchema` (packages/shared), which
 * also checks them; the country is its id, as text for the select.
 */
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

/**
 * The form prefilled from the profile: the address from its billing address, the Steam ID from the Steam
 * sign-in or else from the saved trade URL, which names the account (the checkout holds the two to one
 * account, and 'Save my information' keeps the trade URL). 'Save my information for future purchases' is on.
 */
export function checkoutValues(profile: UserProfile | undefined): CheckoutValues {
  const country = profile?.country?.id ?? profile?.country_id;
  const tradeUrl = profile?.trade_url ?? profile?.steam_trade_link ?? '';
  return {
    name: profile?.name ?? '',
    surname: profile?.surname ?? '',
    phone: profile?.phone ?? '',
    // A Steam-only account's address waiting for its link is the one its owner gave last.
    email: profile?.email ?? profile?.pending_email ?? '',
    country: country ? String(country) : '',
    city: profile?.city ?? '',
    address: profile?.address ?? '',
    postCode: profile?.zip ?? profile?.post_code ?? '',
    steamId: profile?.steamId ?? profile?.steam_id ?? steamIdOfTradeUrl(tradeUrl) ?? '',
    tradeUrl,
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

/** The billing fields the profile can fill; when it fills all of them the checkout shows them as one line. */
export const BILLING_FIELDS = ['country', 'city', 'address', 'postCode'] as const satisfies readonly CheckoutField[];

export function billingComplete(values: Pick<CheckoutValues, (typeof BILLING_FIELDS)[number]>): boolean {
  return BILLING_FIELDS.every((field) => values[field].trim() !== '');
}

/** Spec §5: Pay stays disabled until every field has a value. */
export function allFieldsFilled(values: CheckoutValues): boolean {
  return CHECKOUT_FIELDS.every((field) => values[field].trim() !== '');
}

/** The api's field names (checkout and profile spellings) mapped onto the form's. */
export const CHECKOUT_SERVER_FIELDS = {
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
} as const satisfies Record<string, CheckoutField>;
