import { MIN_SELL_PRICE, SELL_RARITY_OPTIONS } from '@skins/shared';
import type { SellOrder } from '@skins/shared';
import type { FieldError, FieldErrors } from '../../../lib/form-errors.ts';
import { compact } from '../../auth/index.ts';

/** The sell form (spec §5 Sell form), also used by 'Edit Sell Order'. */
export type SellOrderValues = {
  skinName: string;
  rarity: string;
  price: string;
  steamLink: string;
};
export type SellOrderField = keyof SellOrderValues & string;

export const EMPTY_SELL_ORDER: SellOrderValues = { skinName: '', rarity: '', price: '', steamLink: '' };

export function sellOrderValues(order: SellOrder): SellOrderValues {
  return { skinName: order.skin_name, rarity: order.quality, price: order.price.toFixed(2), steamLink: order.steam_link };
}

function priceError(value: string): FieldError | undefined {
  const text = value.trim();
  if (!text) return { key: 'validation.priceRequired' };
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(Number(text))) return { key: 'validation.invalidNumber' };
  if (Number(text) < MIN_SELL_PRICE) return { key: 'validation.priceMin', params: { min: MIN_SELL_PRICE } };
  if (/\.\d{3,}$/.test(text)) return { key: 'sellOrders.priceDecimals' };
  return undefined;
}

function steamLinkError(value: string): FieldError | undefined {
  const text = value.trim();
  if (!text) return { key: 'validation.steamLinkRequired' };
  return /^https?:\/\//i.test(text) ? undefined : { key: 'validation.urlProtocol' };
}

/** Every field is required; the price is a number of at least 0.01 with at most two decimals. */
export function validateSellOrder(values: SellOrderValues): FieldErrors<SellOrderField> {
  return compact({
    skinName: values.skinName.trim() ? undefined : { key: 'validation.skinNameRequired' },
    rarity: (SELL_RARITY_OPTIONS as readonly string[]).includes(values.rarity) ? undefined : { key: 'validation.rarityRequired' },
    price: priceError(values.price),
    steamLink: steamLinkError(values.steamLink),
  });
}

/** The POST/PUT body; the api client adds the current currency, in which the price was typed. */
export function sellOrderBody(values: SellOrderValues) {
  return { skin_name: values.skinName.trim(), quality: values.rarity, price: Number(values.price.trim()), steam_link: values.steamLink.trim() };
}
