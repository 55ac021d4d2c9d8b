import type { Item } from '@skins/shared';
import { hostAnswered, hostProbeStarted, hostReachOf } from '../../../lib/image-host-reach.ts';
import { imageUrl } from '../../../lib/image-url.ts';

/** The widest grid's columns (item-grid.css): at most this many cards are in view before any scrolling. */
export const FIRST_ROW_CARDS = 5;

const preloaded = new Set<string>();

/**
 * Starts the first row's images the moment a page of the list arrives, before React has drawn the cards that
 * show them (on a slow device that drawing takes a while), at the priority the cards' own images ask for, so
 * the browser reuses these requests for them.
 */
export function preloadFirstRowImages(products: readonly Item[]): void {
  if (typeof document === 'undefined') return;
  for (const product of products.slice(0, FIRST_ROW_CARDS)) {
    const href = imageUrl(product.img_url);
    // A host known not to answer is not asked; one not known yet is probed by these preloads (at most a row).
    if (hostReachOf(href) === 'down' || preloaded.has(href)) continue;
    hostProbeStarted(href);
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.fetchPriority = 'high';
    // Once fetched the image is in the memory cache; the element has done its work.
    link.onload = () => {
      hostAnswered(href, true);
      link.remove();
    };
    link.onerror = () => {
      hostAnswered(href, false);
      link.remove();
    };
    document.head.append(link);
  }
}
