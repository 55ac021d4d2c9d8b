/**
 * Where a product's picture comes from (issue 13.1). Offline, and by default, the api draws each item
 * (`items/<item id>.svg`, relative to the web's image host). With IMAGE_HOST pointed at Valve's CDN, the
 * item's real icon is answered instead, as an absolute URL (the web joins only relative ones), and the
 * generated art stays the browser's fallback when the CDN cannot deliver.
 *
 * The seed's icon URLs have two shapes: `.../apps/570/icons/econ/...<hash>.png` (one stored size) and
 * `.../economy/image/<icon hash>[/<size>]`, which Steam scales to the `<w>fx<h>f` suffix asked for.
 */
export type ProductImageSize = 'card' | 'large';

/** Economy image sizes: cards are at most ~250 CSS px wide (twice that on a retina screen for details). */
const ECONOMY_SIZES: Record<ProductImageSize, string> = { card: '256fx256f', large: '512fx512f' };

export const isCdnHost = (imageHost: string): boolean => /^https?:\/\//i.test(imageHost);

/** The icon on the configured CDN, or null when the host is the local one or the URL has neither shape. */
export function cdnIconUrl(imageHost: string, iconUrl: string | null, size: ProductImageSize): string | null {
  if (!iconUrl || !isCdnHost(imageHost)) return null;
  let path: string;
  try {
    path = new URL(iconUrl).pathname;
  } catch {
    return null;
  }
  const base = imageHost.endsWith('/') ? imageHost : `${imageHost}/`;
  const economy = /^\/economy\/image\/([\w-]+)/.exec(path);
  if (economy) return `${base}economy/image/${economy[1]}/${ECONOMY_SIZES[size]}`;
  const appIcon = /^\/apps\/570\/icons\/(econ\/[\w/.-]+\.png)$/.exec(path);
  return appIcon ? `${base}apps/570/icons/${appIcon[1]}` : null;
}

/** `img_url` of a product: the CDN icon when there is one, else the generated art's relative path. */
export function productImageUrl(imageHost: string, imgPath: string, iconUrl: string | null, size: ProductImageSize = 'card'): string {
  return cdnIconUrl(imageHost, iconUrl, size) ?? imgPath;
}

/** The env default: the api's generated images, which is what callers without a host mean. */
export const LOCAL_IMAGE_HOST = '/api/images/';
