const DEFAULT_IMAGE_HOST = '/api/images/';

/** Joins a product's relative `img_url` to the image host; absolute URLs pass through. */
export function imageUrl(relative: string, host: string = import.meta.env.VITE_IMAGE_HOST ?? DEFAULT_IMAGE_HOST): string {
  if (/^(https?:)?\/\//.test(relative) || relative.startsWith('data:')) return relative;
  const base = host.endsWith('/') ? host : `${host}/`;
  return `${base}${relative.replace(/^\/+/, '')}`;
}
