import { SELL_RARITY_OPTIONS } from '@skins/shared';
import type { MessageKey } from '../../../lib/i18n/index.ts';

const LABELS: Record<(typeof SELL_RARITY_OPTIONS)[number], MessageKey> = {
  Common: 'sellOrders.rarity.common',
  Mythical: 'sellOrders.rarity.mythical',
  Rare: 'sellOrders.rarity.rare',
  Uncommon: 'sellOrders.rarity.uncommon',
  Immortal: 'sellOrders.rarity.immortal',
  Legendary: 'sellOrders.rarity.legendary',
  Arcana: 'sellOrders.rarity.arcana',
  Ancient: 'sellOrders.rarity.ancient',
};

/** The translated name of a rarity the sell form offers, or undefined for any other value. */
export function rarityLabelKey(rarity: string): MessageKey | undefined {
  return (SELL_RARITY_OPTIONS as readonly string[]).includes(rarity) ? LABELS[rarity as keyof typeof LABELS] : undefined;
}

/** The sell form's choices in the order of spec §3 (the select shows the 'Rarity' placeholder first). */
export const RARITY_CHOICES = SELL_RARITY_OPTIONS.map((value) => ({ value, labelKey: LABELS[value] }));
