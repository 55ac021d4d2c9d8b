import { isApiError } from '../../../lib/api-error.ts';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import type { SellOrderField } from './sell-order-form.ts';

/** The api's field names (spec §7) and the form fields that show them. */
const SERVER_FIELDS: Record<string, SellOrderField> = {
  skin_name: 'skinName',
  quality: 'rarity',
  rarity: 'rarity',
  price: 'price',
  steam_link: 'steamLink',
};

/** The seller knows the field as rarity (spec §5): 'The selected quality is invalid.' -> '... rarity ...'. */
export function qualityAsRarity(message: string): string {
  return message.replace(/\bquality\b/g, 'rarity').replace(/\bQuality\b/g, 'Rarity').replace(/\bQUALITY\b/g, 'RARITY');
}

/**
 * The field a Laravel-style message names: 'The skin name field is required.', 'The price must be at least
 * 0.01.', 'The selected quality is invalid.' -> skinName, price, rarity.
 */
export function fieldOfMessage(message: string): SellOrderField | undefined {
  const match = /^The (?:selected )?([a-z_ ]+?) (?:field |is |must |may |has |does )/i.exec(message.trim());
  if (!match?.[1]) return undefined;
  return SERVER_FIELDS[match[1].toLowerCase().trim().replace(/\s+/g, '_')];
}

export interface SellOrderServerErrors {
  fields: FieldErrors<SellOrderField>;
  /** Shown above the form: 'Please correct the errors in the form' when the fields took every error, else the server's message. */
  message: string;
}

/**
 * Spreads a failed submit over the sell form (spec §5 Sell form, §8): each error goes to the field its
 * key names or, failing that, the field its message names; 'quality' reads 'rarity'. `correctForm` is the
 * general message when the fields took every error; otherwise the first message no field took, the
 * server's message, or `fallback`.
 */
export function sellOrderServerErrors(error: unknown, correctForm: string, fallback: string): SellOrderServerErrors {
  const fields: FieldErrors<SellOrderField> = {};
  if (!isApiError(error)) return { fields, message: fallback };
  let unplaced: string | undefined;
  const place = (field: SellOrderField | undefined, message: string) => {
    if (!field) unplaced ??= message;
    else fields[field] ??= { text: qualityAsRarity(message) };
  };
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    for (const message of messages) place(SERVER_FIELDS[key] ?? fieldOfMessage(message), message);
  }
  // An answer without an errors object may still name its field in the message.
  if (Object.keys(error.fieldErrors).length === 0 && error.message) place(fieldOfMessage(error.message), error.message);
  const message = unplaced ?? (Object.keys(fields).length > 0 ? correctForm : error.message || fallback);
  return { fields, message: qualityAsRarity(message) };
}
