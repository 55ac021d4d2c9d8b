import { en } from '@skins/shared/i18n';
import type { TranslationKey } from '@skins/shared/i18n';
import type { Translate } from './create-translator.ts';

/** The kinds of value the api sends in English, and where the dictionary names them. */
const GROUPS = {
  /** An item's equip slot or kind (Weapon, Loading Screen, Wearable...). */
  type: 'catalogue.type',
  /** A copy's quality (Standard, Genuine, Inscribed...): `exterior_name`. */
  quality: 'catalogue.quality',
  /** An item's rarity (Common ... Arcana): `quality` in the api's words; the sell form names them too. */
  rarity: 'sellOrders.rarity',
  /** A bank's reason for declining a payment, as the payment provider words it. */
  declineReason: 'payment.reason',
  /** A community link's name ('Steam group'; the brands' own names stay as they are). */
  socialLink: 'footer.social',
} as const;
export type TermGroup = keyof typeof GROUPS;

const slug = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A value the api sends in English, in the interface language: the dictionary names each by key
 * (`catalogue.type.loading-screen`). The api keeps these values in English because they are identifiers too
 * (the catalogue's filters send them back as they came); one the dictionary has no key for is shown as it came.
 */
export function termLabel(t: Translate, group: TermGroup, value: string): string {
  const key = `${GROUPS[group]}.${slug(value)}`;
  return key in en ? t(key as TranslationKey) : value;
}
