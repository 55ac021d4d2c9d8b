import { describe, expect, it } from 'vitest';
import { imageUrl, largeImageUrl } from './image-url.ts';

describe('image urls', () => {
  it('joins relative paths to the host and passes a CDN URL through', () => {
    expect(imageUrl('items/1.svg', '/api/images/')).toBe('/api/images/items/1.svg');
    expect(imageUrl('https://cdn.test/cdn/economy/image/abc/256fx256f', '/api/images/')).toBe('https://cdn.test/cdn/economy/image/abc/256fx256f');
  });

  it('asks Steam for the large size of an economy image, and leaves other images alone', () => {
    expect(largeImageUrl('https://cdn.test/cdn/economy/image/i0Co-Z_8/256fx256f')).toBe('https://cdn.test/cdn/economy/image/i0Co-Z_8/512fx512f');
    expect(largeImageUrl('https://cdn.test/cdn/apps/570/icons/econ/items/a.png')).toBe('https://cdn.test/cdn/apps/570/icons/econ/items/a.png');
    expect(largeImageUrl('/api/images/items/1.svg')).toBe('/api/images/items/1.svg');
  });
});
