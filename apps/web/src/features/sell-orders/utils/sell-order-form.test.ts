import { describe, expect, it } from 'vitest';
import { sellOrderBody, validateSellOrder } from './sell-order-form.ts';

const valid = { skinName: 'Manifold Paradox', rarity: 'Arcana', price: '12.50', steamLink: 'https://steamcommunity.com/id/me/inventory/#570_2_1' };

describe('the sell form (spec §5 Sell form)', () => {
  it('requires every field', () => {
    expect(validateSellOrder({ skinName: ' ', rarity: '', price: '', steamLink: '' })).toEqual({
      skinName: { key: 'validation.skinNameRequired' },
      rarity: { key: 'validation.rarityRequired' },
      price: { key: 'validation.priceRequired' },
      steamLink: { key: 'validation.steamLinkRequired' },
    });
    expect(validateSellOrder(valid)).toEqual({});
  });

  it('takes a price of at least 0.01 with at most two decimals', () => {
    const price = (value: string) => validateSellOrder({ ...valid, price: value }).price;
    expect(price('0')).toEqual({ key: 'validation.priceMin', params: { min: 0.01 } });
    expect(price('0.001')).toEqual({ key: 'validation.priceMin', params: { min: 0.01 } });
    expect(price('1.005')).toEqual({ key: 'sellOrders.priceDecimals' });
    expect(price('-3')).toEqual({ key: 'validation.invalidNumber' });
    expect(price('0.01')).toBeUndefined();
  });

  it('takes only the rarities of spec §3, and a web link', () => {
    expect(validateSellOrder({ ...valid, rarity: 'Seasonal' }).rarity).toEqual({ key: 'validation.rarityRequired' });
    expect(validateSellOrder({ ...valid, steamLink: 'steamcommunity.com/id/me' }).steamLink).toEqual({ key: 'validation.urlProtocol' });
  });

  it('sends the api fields, rarity as quality', () => {
    expect(sellOrderBody({ ...valid, skinName: ' Manifold Paradox ' })).toEqual({ skin_name: 'Manifold Paradox', quality: 'Arcana', price: 12.5, steam_link: valid.steamLink });
  });
});
