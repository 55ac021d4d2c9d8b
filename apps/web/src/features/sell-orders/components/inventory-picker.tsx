import { formatPrice, type InventoryItem } from '@skins/shared';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useT, useTermLabel } from '../../../lib/i18n/index.ts';
import { useSteamInventory } from '../api/get-inventory.ts';

export interface InventoryPick {
  /** The Steam asset chosen: the bot's offer asks for exactly this copy. */
  assetId: string;
  skinName: string;
  rarity: string;
  price: string;
}

/**
 * 'Pick from my Steam inventory': the seller chooses a skin instead of typing its name; the
 * form gets its name, rarity and the suggested price, and the item's reference price and our fee stay
 * in view. Typing a name by hand stays possible.
 */
export function InventoryPicker({ onPick }: { onPick: (pick: InventoryPick) => void }) {
  const t = useT();
  const term = useTermLabel();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<InventoryItem | null>(null);
  const inventory = useSteamInventory(open);

  const pick = (item: InventoryItem) => {
    setPicked(item);
    setOpen(false);
    onPick({ assetId: item.asset_id, skinName: item.name, rarity: item.rarity ?? '', price: item.suggested_price === null ? '' : item.suggested_price.toFixed(2) });
  };

  return (
    <div className="inventory-picker">
      <button type="button" className="button button--ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('inventory.pick')}
      </button>
      {open && inventory.isPending ? <p>{t('inventory.loading')}</p> : null}
      {open && inventory.isError ? (
        <p role="alert">{isApiError(inventory.error) && inventory.error.isClientError ? inventory.error.message : t('inventory.failed')}</p>
      ) : null}
      {open && inventory.data ? (
        inventory.data.length === 0 ? (
          <p>{t('inventory.empty')}</p>
        ) : (
          <ul className="inventory-picker__list" aria-label={t('inventory.title')}>
            {inventory.data.map((item) => (
              <li key={item.asset_id}>
                <button type="button" className="inventory-picker__item" onClick={() => pick(item)}>
                  <strong>{item.name}</strong>
                  <span>{[item.rarity && term('rarity', item.rarity), item.hero, item.slot && term('type', item.slot)].filter(Boolean).join(' · ')}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {picked ? (
        <dl className="inventory-picker__prices" aria-label={t('inventory.pricesOf', { name: picked.name })}>
          <div>
            <dt>{t('inventory.reference')}</dt>
            <dd>{picked.reference_price === null ? t('inventory.noReference') : formatPrice(picked.reference_price, picked.currency_symbol)}</dd>
          </div>
          <div>
            <dt>{t('inventory.fee', { percent: picked.fee_percent })}</dt>
            <dd>{picked.fee === null ? '-' : formatPrice(picked.fee, picked.currency_symbol)}</dd>
          </div>
          <div>
            <dt>{t('inventory.suggested')}</dt>
            <dd>{picked.suggested_price === null ? '-' : formatPrice(picked.suggested_price, picked.currency_symbol)}</dd>
          </div>
        </dl>
      ) : null}
    </div>
  );
}
