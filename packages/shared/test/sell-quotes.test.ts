import { describe, expect, it } from 'vitest';
import { quoteSkin, type QuoteFacts, type QuoteSettings } from '../src/sell-quotes.ts';

const settings: QuoteSettings = { marginPercent: 20, maxAutoQuoteCents: 50_000, minSales: 5, excludedQualities: ['unusual', 'corrupted'], validMinutes: 15, maxSkinsPerTrade: 30 };
const facts = (over: Partial<QuoteFacts> = {}): QuoteFacts => ({
  itemId: 1, tradable: true, quality: 'Standard', medianCents: 1000, sales: 14, held: 0, sellDays: null, rarityFloorCents: null, ...over,
});

describe('quoteSkin: the instant quote rule', () => {
  it.each<[string, Partial<QuoteFacts>, Partial<QuoteSettings>, number]>([
    ['median less the margin', {}, {}, 800],
    ['each copy held takes 2 %', { held: 3 }, {}, 740],
    ['stock takes at most 20 %', { held: 40 }, {}, 600],
    ['a fast seller costs nothing', { sellDays: 3 }, {}, 800],
    ['a slow seller: 1 % a day past 7', { sellDays: 10 }, {}, 770],
    ['slowness takes at most 15 %', { sellDays: 90 }, {}, 650],
    ['raised to the rarity floor less the margin', { held: 40, sellDays: 90, rarityFloorCents: 900 }, {}, 720],
    ['the floor never lifts above the median less the margin', { rarityFloorCents: 5000 }, {}, 800],
    ['the margin is a setting', {}, { marginPercent: 35 }, 650],
    ['rounded to the cent once', { medianCents: 333 }, {}, 266],
    ['a price just at the threshold is quoted', { medianCents: 1000 }, { maxAutoQuoteCents: 800 }, 800],
  ])('%s', (_name, over, settingsOver, cents) => {
    const result = quoteSkin(facts(over), { ...settings, ...settingsOver });
    expect(result).toMatchObject({ priceCents: cents });
  });

  it.each<[string, Partial<QuoteFacts>, Partial<QuoteSettings>, string]>([
    ['an untradable skin', { tradable: false }, {}, 'not_tradable'],
    ['a skin the shop does not know', { itemId: null }, {}, 'unknown_item'],
    ['a rare quality (any case)', { quality: 'Unusual' }, {}, 'excluded_quality'],
    ['no sales', { medianCents: null, sales: 0 }, {}, 'too_few_sales'],
    ['fewer sales than the setting', { sales: 4 }, {}, 'too_few_sales'],
    ['above the threshold', { medianCents: 100_000 }, {}, 'above_threshold'],
    ['the threshold is a setting', {}, { maxAutoQuoteCents: 799 }, 'above_threshold'],
    ['a median of nothing', { medianCents: 0 }, {}, 'too_few_sales'],
  ])('no quote: %s', (_name, over, settingsOver, reason) => {
    expect(quoteSkin(facts(over), { ...settings, ...settingsOver })).toMatchObject({ noQuote: reason });
  });

  it('says why, step by step, as data', () => {
    expect(quoteSkin(facts({ medianCents: 210, sales: 14, held: 9, sellDays: 3 }), settings)).toEqual({
      priceCents: 130,
      reasons: [
        { code: 'median', amount: 210, sales: 14 },
        { code: 'margin', percent: 20 },
        { code: 'stock', held: 9, percent: 18 },
        { code: 'speed', days: 3, percent: 0 },
      ],
    });
  });

  it('an outlier keeps the reasons staff look at', () => {
    const result = quoteSkin(facts({ medianCents: 100_000, sales: 6 }), settings);
    expect(result).toMatchObject({ noQuote: 'above_threshold', reasons: [{ code: 'median', amount: 100_000, sales: 6 }, { code: 'margin', percent: 20 }, { code: 'stock' }] });
  });
});
