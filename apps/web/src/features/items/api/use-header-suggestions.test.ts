/** The header's suggestions say an item's rarity in the interface language, as its product card does. */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../lib/i18n/index.ts';
import { suggestionGroups } from './use-header-suggestions.ts';

const suggestions = {
  heroes: [{ name: 'Pudge' }],
  items: [{ id: 7, title: 'Dragonclaw Hook', hero: 'Pudge', quality: 'Immortal', img_url: 'items/7.svg', img_fallback_url: 'items/7.svg', category: 'wearables', price: 1, currency: 'EUR', currency_symbol: '€' }],
};

describe('suggestionGroups', () => {
  it('writes the rarity in the interface language', () => {
    const t = createTranslator({ 'sellOrders.rarity.immortal': 'Бессмертный', 'header.suggestedItems': 'Предметы' });
    const items = suggestionGroups(suggestions as never, t).find((group) => group.key === 'items')!;
    expect(items.options[0]!.hint).toBe('Pudge · Бессмертный');
    // Each item comes with its picture and its price in the chosen currency.
    expect(items.options[0]!.image).toEqual({ src: expect.stringMatching(/items\/7\.svg$/), fallbackSrc: expect.stringMatching(/items\/7\.svg$/) });
    expect(items.options[0]!.price).toBe('€1.00');
  });

  it('keeps a rarity the dictionary does not name as it came', () => {
    const t = createTranslator({});
    const odd = { ...suggestions, items: [{ ...suggestions.items[0]!, quality: 'Seasonal' }] };
    expect(suggestionGroups(odd as never, t).find((group) => group.key === 'items')!.options[0]!.hint).toBe('Pudge · Seasonal');
  });
});
