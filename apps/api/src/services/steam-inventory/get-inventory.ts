/**
 * 'Sell from my inventory': the seller's Dota 2 skins from Steam's inventory call
 * ({STEAM_INVENTORY_URL}/{steamid}/570/2), each with what the sell form needs: name and rarity, the item's
 * reference price here, the shop's fee and a suggested asking price. Steam answers a private inventory with
 * 403, which is the seller's to fix, not our error.
 */
import type { Db } from '@skins/db';
import { convertFromEur, convertToMinorUnits, REFERENCE_MIN_SALES, SELL_FEE_PERCENT, SELL_RARITY_OPTIONS, type InventoryItem } from '@skins/shared';
import { AppError } from '../../lib/errors.ts';
import type { PriceCurrency } from '../currencies/resolve-currency.ts';
import { referenceMedianByName } from '../price-history/sales-queries.ts';
import { INVENTORY_MESSAGES, type LoadSteamInventory } from './steam-inventories.ts';

/** `inventories`: Steam's answers, kept per account (steam-inventories.ts). */
export async function getSellerInventory(db: Db, userId: number, inventories: LoadSteamInventory, currency: PriceCurrency): Promise<InventoryItem[]> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { steamId: true } });
  if (!user.steamId) throw new AppError('CONFLICT', INVENTORY_MESSAGES.noSteam);
  const answer = await inventories(user.steamId);
  const descriptions = new Map(answer.descriptions.map((d) => [`${d.classid}_${d.instanceid}`, d]));
  const money = (euro: string) => convertFromEur(euro, currency.rate);

  return Promise.all(
    answer.assets.flatMap((asset) => {
      const description = descriptions.get(`${asset.classid}_${asset.instanceid}`);
      if (!description) return [];
      const tagOf = (category: string) => description.tags.find((t) => t.category === category)?.localized_tag_name ?? null;
      const rarityTag = tagOf('Rarity');
      const rarity = SELL_RARITY_OPTIONS.find((option) => option.toLowerCase() === rarityTag?.toLowerCase()) ?? null;
      const name = description.market_hash_name ?? description.name;
      return [
        (async (): Promise<InventoryItem> => {
          const reference = await referenceMedianByName(db, name);
          const medianEur = reference.median !== null && reference.sales >= REFERENCE_MIN_SALES ? reference.median.toString() : null;
          // Fee and suggestion in cents of euro, rounded once, then converted like every price.
          const medianCents = medianEur === null ? null : convertToMinorUnits(medianEur, '1');
          const feeCents = medianCents === null ? null : (medianCents * BigInt(SELL_FEE_PERCENT) + 50n) / 100n;
          const cents = (value: bigint) => money((Number(value) / 100).toFixed(2));
          return {
            asset_id: asset.assetid,
            name,
            rarity,
            hero: tagOf('Hero'),
            slot: tagOf('Slot'),
            tradable: description.tradable === 1,
            reference_price: medianEur === null ? null : money(medianEur),
            fee_percent: SELL_FEE_PERCENT,
            fee: feeCents === null ? null : cents(feeCents),
            suggested_price: medianCents === null || feeCents === null ? null : cents(medianCents - feeCents),
            currency_symbol: currency.symbol,
          };
        })(),
      ];
    }),
  );
}
