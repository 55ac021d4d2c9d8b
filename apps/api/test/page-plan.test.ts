import { itemsListQuerySchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { choosePagePlan } from '../src/catalogue/list-items.ts';

const plan = (query: Record<string, string>, fewMatches = false) => choosePagePlan(itemsListQuerySchema.parse(query), fewMatches).kind;

describe('choosePagePlan', () => {
  it('reads a single-value filter from its own index in price order', () => {
    expect(plan({ hero: 'Pudge', quality: 'Rare,Mythical', sort: 'asc' })).toBe('index-order');
  });

  it('merges one index-ordered branch per value when every list filter has several values', () => {
    expect(choosePagePlan(itemsListQuerySchema.parse({ quality: 'Rare,Arcana', exterior_name: 'Standard,Genuine', sort: 'asc' }), false)).toEqual({
      kind: 'merge',
      column: 'rarity',
      key: 'quality',
    });
  });

  it('sorts the matches of a narrow filter that has no index of its own, and walks the price index otherwise', () => {
    expect(plan({ search: 'dragon', sort: 'asc' }, true)).toBe('sort-matches');
    expect(plan({ search: 'a', sort: 'asc' }, false)).toBe('index-order');
    expect(plan({ quality: 'Rare,Arcana' }, false)).toBe('index-order');
  });
});

describe('choosePagePlan with the whole filter', () => {
  const planOf = (raw: Record<string, string>) => {
    const query = itemsListQuerySchema.parse(raw);
    return choosePagePlan(query, false, { query, rate: '1', categoryIds: null });
  };

  it('reads a hero with rarities and copy qualities as one branch per combination of values', () => {
    expect(planOf({ hero: 'Pudge', quality: 'Rare,Mythical', exterior_name: 'Standard', sort: 'asc' })).toEqual({
      kind: 'combinations',
      combinations: [
        ['Pudge', 'Rare', 'Standard'],
        ['Pudge', 'Mythical', 'Standard'],
      ],
    });
  });

  it('keeps the general plans when another condition, no price sort or too many combinations', () => {
    const base = { hero: 'Pudge', quality: 'Rare', exterior_name: 'Standard', sort: 'asc' };
    expect(planOf({ ...base, price_from: '1' }).kind).toBe('index-order');
    expect(planOf({ ...base, type: 'Weapon' }).kind).toBe('index-order');
    expect(planOf({ hero: base.hero, quality: base.quality, exterior_name: base.exterior_name }).kind).toBe('index-order');
    expect(planOf({ ...base, quality: 'Rare,Mythical,Immortal', exterior_name: 'Standard,Genuine,Inscribed' }).kind).toBe('index-order');
  });
});
