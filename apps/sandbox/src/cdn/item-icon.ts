import { createHash } from 'node:crypto';
import { encodePng } from './png.ts';

type Rgb = readonly [number, number, number];

/**
 * A stand-in icon for one CDN path: a lit gem on a two-colour gradient, both colours taken from the path's
 * hash, so every item looks different (and the same on every request) and a screenshot shows which images
 * came from the CDN. Valve's pixels are not available offline.
 */
export function itemIconPng(path: string, width: number, height: number): Buffer {
  const digest = createHash('sha256').update(path).digest();
  const from: Rgb = [digest[0]! >> 1, digest[1]! >> 1, digest[2]! >> 1];
  const to: Rgb = [64 + (digest[3]! >> 1), 64 + (digest[4]! >> 1), 64 + (digest[5]! >> 1)];
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.min(width, height) * 0.32;
  return encodePng(width, height, (x, y) => {
    // A diamond (|dx| + |dy| < r) brightening towards its top-left facet.
    const distance = Math.abs(x - cx) + Math.abs(y - cy);
    if (distance < radius) {
      const light = 1 - (x - cx + (y - cy)) / (2 * radius);
      return [mix(to[0], 255, light / 2), mix(to[1], 255, light / 2), mix(to[2], 255, light / 2)];
    }
    const t = (x + y) / (width + height);
    return [mix(from[0], to[0], t), mix(from[1], to[1], t), mix(from[2], to[2], t)];
  });
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * Math.min(1, Math.max(0, t)));
