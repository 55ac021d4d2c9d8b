import { itemsListQuerySchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { choosePagePlan } from '../src/services/items/list-items.ts';

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
