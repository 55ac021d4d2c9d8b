/**
 * Where a product's picture comes from. Offline, and by default, the api draws each item
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

/** The CDN base every icon URL starts with (ending in '/'), or null when images are the api's own. */
export function cdnBase(imageHost: string): string | null {
  if (!isCdnHost(imageHost)) return null;
  return imageHost.endsWith('/') ? imageHost : `${imageHost}/`;
}

/**
 * Valve's two icon shapes, each the path on the CDN before the captured part and a pattern over the whole
 * seed URL. The patterns run in two places: here (the cart) and in PostgreSQL, which writes catalogue
 * answers (catalogue/product-json.ts). They use only what JavaScript and PostgreSQL's regular
 * expressions read alike: anchors, bracket classes of ASCII characters, one capturing group (the part
 * kept), non-capturing groups and quantifiers. A path segment may not start with a dot, so `.` and `..`
 * never reach the CDN URL.
 */
export const ECONOMY_ICON = { prefix: 'economy/image/', pattern: '^https?://[^/?#]+/economy/image/([A-Za-z0-9_-]+)' } as const;
export const APP_ICON = {
  prefix: 'apps/570/icons/',
  pattern: '^https?://[^/?#]+/apps/570/icons/(econ/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*[.]png)(?:[?#].*)?$',
} as const;
const ECONOMY_ICON_RE = new RegExp(ECONOMY_ICON.pattern);
const APP_ICON_RE = new RegExp(APP_ICON.pattern);

/** What follows an economy icon's hash: Steam scales the image to the size it names. */
export const economySizeSuffix = (size: ProductImageSize): string => `/${ECONOMY_SIZES[size]}`;

/** The icon on the configured CDN, or null when the host is the local one or the URL has neither shape. */
export function cdnIconUrl(imageHost: string, iconUrl: string | null, size: ProductImageSize): string | null {
  const base = cdnBase(imageHost);
  if (!base || !iconUrl) return null;
  const economy = ECONOMY_ICON_RE.exec(iconUrl);
  if (economy) return `${base}${ECONOMY_ICON.prefix}${economy[1]}${economySizeSuffix(size)}`;
  const appIcon = APP_ICON_RE.exec(iconUrl);
  return appIcon ? `${base}${APP_ICON.prefix}${appIcon[1]}` : null;
}

/** `img_url` of a product: the CDN icon when there is one, else the generated art's relative path. */
export function productImageUrl(imageHost: string, imgPath: string, iconUrl: string | null, size: ProductImageSize = 'card'): string {
  return cdnIconUrl(imageHost, iconUrl, size) ?? imgPath;
}

/** The env default: the api's generated images, which is what callers without a host mean. */
export const LOCAL_IMAGE_HOST = '/api/images/';
