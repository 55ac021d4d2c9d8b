/**
 * The generated art of an item: an SVG tile with its initials, hero and rarity colour. The browser shows it
 * when Valve's CDN (the default image host) cannot deliver the real icon, offline for instance, and it is
 * the picture itself with IMAGE_HOST=/api/images/. The card around it prints the title, so the tile does not.
 */
import type { Db } from '@skins/db';
import { rarityColor } from '@skins/shared';
import { notFound } from '../../lib/errors.ts';

const WIDTH = 512;
const HEIGHT = 340;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function initials(text: string): string {
  return text
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export async function renderItemImage(db: Db, itemId: number): Promise<string> {
  const item = await db.item.findUnique({ where: { id: itemId }, include: { hero: { select: { name: true } } } });
  if (!item) throw notFound('Image not found');
  const color = rarityColor(item.rarity);
  // Couriers, wards, HUDs... have no hero and their slot repeats their kind: say it once.
  const subtitle = [...new Set([item.hero?.name ?? item.itemClass, item.slotName])].join(' · ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(item.name)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1b2230"/><stop offset="1" stop-color="#0e121a"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.3" r="0.6">
      <stop offset="0" stop-color="${color}" stop-opacity="0.55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <text x="${WIDTH / 2}" y="210" text-anchor="middle" font-family="Georgia, serif" font-size="132" font-weight="700" fill="${color}" fill-opacity="0.5">${escapeXml(initials(item.name))}</text>
  <!-- Along the bottom: the top-left corner is where the catalogue puts its TOP/NEW/SALE badges. -->
  <text x="32" y="312" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="#aab3c5">${escapeXml(subtitle)}</text>
  <rect y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="${color}"/>
</svg>`;
}
