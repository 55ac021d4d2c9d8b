import { SELL_RARITY_OPTIONS } from '@skins/shared';
import type { SellOrder, SellOrderInput } from '@skins/shared';
import type { DefaultValues } from 'react-hook-form';

type Rarity = SellOrderInput['quality'];
export const isSellRarity = (value: string): value is Rarity => (SELL_RARITY_OPTIONS as readonly string[]).includes(value);

/**
 * The sell form's starting values, as typed (the price as text). The fields are the api's own
 * (`sellOrderBodySchema` of packages/shared checks them); no rarity is chosen yet.
 */
export const EMPTY_SELL_ORDER: DefaultValues<SellOrderInput> = { skin_name: '', price: '', steam_link: '' };

/** 'Edit Sell Order' starts from the order as it is. */
export function sellOrderValues(order: SellOrder): DefaultValues<SellOrderInput> {
  return {
    skin_name: order.skin_name,
    ...(isSellRarity(order.quality) ? { quality: order.quality } : {}),
    price: order.price.toFixed(2),
    steam_link: order.steam_link,
  };
}
