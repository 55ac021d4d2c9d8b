import { rarityColor } from '@skins/shared';
import type { CSSProperties } from 'react';
import { useT } from '../../../lib/i18n/index.ts';
import { rarityLabelKey } from '../utils/rarity-options.ts';

/** The rarity of an order in its in-game colour. */
export function RarityTag({ rarity }: { rarity: string }) {
  const t = useT();
  const key = rarityLabelKey(rarity);
  return (
    <span className="rarity-tag" style={{ '--rarity-color': rarityColor(rarity) } as CSSProperties}>
      {key ? t(key) : rarity}
    </span>
  );
}
