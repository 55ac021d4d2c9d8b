import { DEFAULT_CURRENCY, itemsListQuerySchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { choosePagePlan, pageOrder, walksIndex } from '../src/catalogue/page-plan.ts';

const filterOf = (raw: Record<string, string>) => ({ query: itemsListQuerySchema.parse(raw), currency: { ...DEFAULT_CURRENCY }, categoryIds: null });
const planOf = (raw: Record<string, string>) => choosePagePlan(filterOf(raw));
const plan = (raw: Record<string, string>) => planOf(raw).kind;

describe('choosePagePlan', () => {
  it('reads a single-value filter from its own index in price order', () => {
    expect(plan({ hero: 'Pudge', quality: 'Rare,Mythical', sort: 'asc' })).toBe('index-order');
  });

  it('merges one index-ordered branch per value when every list filter has several values', () => {
    expect(planOf({ quality: 'Rare,Arcana', exterior_name: 'Standard,Genuine', sort: 'asc' })).toEqual({
      kind: 'merge',
      column: 'rarity',
      key: 'quality',
      prepared: false,
      countFirst: false,
    });
  });

  it('sorts the matches of a narrow filter that has no index of its own, and walks the price index otherwise', () => {
    const narrow = filterOf({ search: 'dragon', sort: 'asc' });
    const byCount = choosePagePlan(narrow);
    // The count decides, so it comes first.
    expect(byCount).toEqual({ kind: 'price-order', prepared: false, countFirst: true });
    expect([walksIndex(byCount, true), pageOrder(byCount, narrow, true).text]).toEqual([false, 'price + 0 ASC, id ASC']);
    expect([walksIndex(byCount, false), pageOrder(byCount, narrow, false).text]).toEqual([true, 'price ASC, id ASC']);
    expect(plan({ quality: 'Rare,Arcana' })).toBe('index-order');
  });
});

describe('choosePagePlan with the whole filter', () => {
  it('reads a hero with rarities and copy qualities as one branch per combination of values, prepared', () => {
    expect(planOf({ hero: 'Pudge', quality: 'Rare,Mythical', exterior_name: 'Standard', sort: 'asc' })).toEqual({
      kind: 'combinations',
      combinations: [
        ['Pudge', 'Rare', 'Standard'],
        ['Pudge', 'Mythical', 'Standard'],
      ],
      prepared: true,
      countFirst: false,
    });
  });

  it('keeps the general plans when another condition, no price sort or too many combinations', () => {
    const base = { hero: 'Pudge', quality: 'Rare', exterior_name: 'Standard', sort: 'asc' };
    expect(plan({ ...base, price_from: '1' })).toBe('index-order');
    expect(plan({ ...base, type: 'Weapon' })).toBe('index-order');
    expect(plan({ hero: base.hero, quality: base.quality, exterior_name: base.exterior_name })).toBe('index-order');
    expect(plan({ ...base, quality: 'Rare,Mythical,Immortal', exterior_name: 'Standard,Genuine,Inscribed' })).toBe('index-order');
  });
});
