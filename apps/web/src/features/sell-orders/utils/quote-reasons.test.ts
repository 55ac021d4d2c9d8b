import type { SellQuote } from '@skins/shared';
import { en } from '@skins/shared/i18n';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../lib/i18n/index.ts';
import { quoteReasonsText } from './quote-reasons.ts';

const quote = (over: Partial<SellQuote>): SellQuote => ({
  id: 1, asset_id: '1', name: 'Skin', rarity: 'Rare', quality: 'Standard', tradable: true, price: 1.3, reasons: [], no_quote: null, steam_net: null, valid_until: null, ...over,
});

describe('a quote’s reasons, as the seller reads them', () => {
  it('says each step and the result, amounts in the seller’s currency', () => {
    const text = quoteReasonsText(createTranslator(en), quote({
      reasons: [{ code: 'median', amount: 2.1, sales: 14 }, { code: 'margin', percent: 20 }, { code: 'stock', held: 9, percent: 18 }, { code: 'speed', days: 3, percent: 0 }],
    }), '€');
    expect(text).toBe('median of 14 sales here €2.10, our margin 20 %, copies we hold: 9 (−18 %), sells in ~3 days → we pay €1.30');
  });

  it('reads right whatever the number of copies held: the count follows a colon, as no plural form is chosen', () => {
    const text = quoteReasonsText(createTranslator(en), quote({ reasons: [{ code: 'stock', held: 1, percent: 2 }] }), '€');
    expect(text).toBe('copies we hold: 1 (−2 %) → we pay €1.30');
  });

  it('a step that took nothing off says its fact without "(−0 %)"', () => {
    const text = quoteReasonsText(createTranslator(en), quote({ reasons: [{ code: 'stock', held: 0, percent: 0 }, { code: 'speed', days: 1.5, percent: 0 }] }), '€');
    expect(text).toBe('copies we hold: 0, sells in ~1.5 days → we pay €1.30');
  });

  it('in Russian from the Russian texts', () => {
    const t = createTranslator({ 'quotes.reason.median': 'медиана {sales} продаж у нас {amount}', 'quotes.reason.result': 'мы платим {amount}' });
    expect(quoteReasonsText(t, quote({ reasons: [{ code: 'median', amount: 2.1, sales: 14 }] }), '€')).toBe('медиана 14 продаж у нас €2.10 → мы платим €1.30');
  });

  it('a skin without a price: only the figures the rule saw, no result', () => {
    expect(quoteReasonsText(createTranslator(en), quote({ price: null, id: null, reasons: [{ code: 'median', amount: 5000, sales: 25 }] }), '€')).toBe('median of 25 sales here €5,000.00');
  });
});
