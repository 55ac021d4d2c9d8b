import type { NavigationType } from 'react-router-dom';
import { shouldScrollToTop, type LocationLike } from './should-scroll-to-top.ts';

export interface KeyedLocation extends LocationLike {
  key: string;
}

/**
 * Where the window scrolls after a navigation, or null to stay. Back and Forward (POP) return to the position
 * the entry was left at, so Back from a product lands on the card the visitor came from; every
 * other navigation follows spec §2 (top on a new path or page, stay on a filter change).
 */
export function scrollTarget(type: NavigationType | `${NavigationType}`, previous: LocationLike, next: KeyedLocation, saved: ReadonlyMap<string, number>): number | null {
  if (type === 'POP') {
    const position = saved.get(next.key);
    if (position !== undefined) return position;
  }
  return shouldScrollToTop(previous, next) ? 0 : null;
}
