/**
 * Catalogue queries with a different filter combination each: one hero, one or two rarities, one or two
 * copy qualities, a price sort. Drawn from the values that exist (the filter data), so every query is one
 * a buyer could make; there are ~500,000 combinations, so a 15 s run almost never repeats one and every
 * request misses the endpoint's count cache.
 */
import type { FilterValues } from '../src/catalogue/index.ts';

/** A small seeded generator, so two runs draw the same queries. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function variedQueries(values: FilterValues, count: number, seed = 15): string[] {
  const next = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const some = (list: string[]) => {
    const first = pick(list);
    const second = next() < 0.5 ? pick(list) : first;
    return [...new Set([first, second])].map(encodeURIComponent).join(',');
  };
  return Array.from({ length: count }, () =>
    [
      `hero=${encodeURIComponent(pick(values.heroes))}`,
      `quality=${some(values.qualities)}`,
      `exterior_name=${some(values.exterior_names)}`,
      `sort=${next() < 0.5 ? 'asc' : 'desc'}`,
      'limit=16',
    ].join('&'),
  );
}
