/** Dota 2 rarities (data/dota2/rarities.json) in their in-game order, with their colours. */
export const RARITIES = [
  { name: 'Common', color: '#b0c3d9' },
  { name: 'Uncommon', color: '#5e98d9' },
  { name: 'Rare', color: '#4b69ff' },
  { name: 'Mythical', color: '#8847ff' },
  { name: 'Legendary', color: '#d32ce6' },
  { name: 'Ancient', color: '#eb4b4b' },
  { name: 'Immortal', color: '#e4ae39' },
  { name: 'Arcana', color: '#ade55c' },
] as const;

export type RarityName = (typeof RARITIES)[number]['name'];

/** Colour for a rarity name; loading screens have none and get a neutral grey. */
export function rarityColor(name: string | null | undefined): string {
  return RARITIES.find((rarity) => rarity.name === name)?.color ?? '#8a94a6';
}

/** The sell form's rarity options, in the order of spec §3 (after the 'Rarity' placeholder). */
export const SELL_RARITY_OPTIONS = ['Common', 'Mythical', 'Rare', 'Uncommon', 'Immortal', 'Legendary', 'Arcana', 'Ancient'] as const;
