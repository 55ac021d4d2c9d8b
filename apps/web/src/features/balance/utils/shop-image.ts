import { imageUrl } from '../../../lib/image-url.ts';

/** Pack and prompt images come as site paths ('/images/packs/...'); item-style relative paths go to the image host. */
export function shopImageSrc(url: string): string {
  return url.startsWith('/') ? url : imageUrl(url);
}
