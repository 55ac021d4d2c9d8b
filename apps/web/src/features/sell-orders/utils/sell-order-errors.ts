import type { SellOrderInput } from '@skins/shared';
import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api-error.ts';

const CLIENT_CODES: readonly string[] = Object.values(CLIENT_ERROR_CODES);

/** The form's fields are the api's (spec §7); an answer may also name the rarity as such. */
export type SellOrderField = keyof Omit<SellOrderInput, 'currency'>;
const SERVER_FIELDS: Record<string, SellOrderField> = {
  skin_name: 'skin_name',
  quality: 'quality',
  rarity: 'quality',
  price: 'price',
  steam_link: 'steam_link',
};

/** The seller knows the field as rarity (spec §5): 'The selected quality is invalid.' -> '... rarity ...'. */
export function qualityAsRarity(message: string): string {
  return message.replace(/\bquality\b/g, 'rarity').replace(/\bQuality\b/g, 'Rarity').replace(/\bQUALITY\b/g, 'RARITY');
}

/**
 * The field a Laravel-style message names: 'The skin name field is required.', 'The price must be at least
 * 0.01.', 'The selected quality is invalid.' -> skin_name, price, quality (spec §5: such messages are
 * mapped onto the field).
 */
export function fieldOfMessage(message: string): SellOrderField | undefined {
  const match = /^The (?:selected )?([a-z_ ]+?) (?:field |is |must |may |has |does )/i.exec(message.trim());
  if (!match?.[1]) return undefined;
  return SERVER_FIELDS[match[1].toLowerCase().trim().replace(/\s+/g, '_')];
}

export interface SellOrderServerErrors {
  fields: Partial<Record<SellOrderField, string>>;
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
  const fields: SellOrderServerErrors['fields'] = {};
  if (!isApiError(error)) return { fields, message: fallback };
  // Spec §8: the server's message when it sent one; a failure the client described itself gets the fallback.
  const serverMessage = CLIENT_CODES.includes(error.code) ? '' : error.message;
  let unplaced: string | undefined;
  const place = (field: SellOrderField | undefined, message: string) => {
    if (!field) unplaced ??= message;
    else fields[field] ??= qualityAsRarity(message);
  };
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    for (const message of messages) place(SERVER_FIELDS[key] ?? fieldOfMessage(message), message);
  }
  // An answer without an errors object may still name its field in the message.
  if (Object.keys(error.fieldErrors).length === 0 && serverMessage) place(fieldOfMessage(serverMessage), serverMessage);
  const message = unplaced ?? (Object.keys(fields).length > 0 ? correctForm : serverMessage || fallback);
  return { fields, message: qualityAsRarity(message) };
}
