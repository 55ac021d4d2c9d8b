const DEFAULT_IMAGE_HOST = '/api/images/';

/** Joins a product's relative `img_url` to the image host; absolute URLs (a CDN's icons) pass through. */
export function imageUrl(relative: string, host: string = import.meta.env.VITE_IMAGE_HOST ?? DEFAULT_IMAGE_HOST): string {
  if (/^(https?:)?\/\//.test(relative) || relative.startsWith('data:')) return relative;
  const base = host.endsWith('/') ? host : `${host}/`;
  return `${base}${relative.replace(/^\/+/, '')}`;
}

/**
 * The details page's larger picture: Steam's economy images are scaled by their `/<w>fx<h>f` suffix, and the
 * api answers the card size. Other images have one size and pass through.
 */
export function largeImageUrl(url: string): string {
  return url.replace(/(\/economy\/image\/[\w-]+)\/\d+fx\d+f$/, '$1/512fx512f');
}
