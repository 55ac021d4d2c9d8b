/**
 * Product images for local use: an SVG card with the item's name, hero and rarity colour, so the catalogue
 * looks complete offline (the real image host is Steam's CDN, which these machines cannot reach).
 */
import type { Db } from '@skins/db';
import { rarityColor } from '@skins/shared';
import { notFound } from '../../lib/errors.ts';

const WIDTH = 512;
const HEIGHT = 340;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits a title into at most `maxLines` lines of about `width` characters, ending in an ellipsis if cut. */
export function wrapTitle(title: string, width = 24, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
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
  const titleLines = wrapTitle(item.name)
    .map((line, index) => `<tspan x="32" dy="${index === 0 ? 0 : 34}">${escapeXml(line)}</tspan>`)
    .join('');
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
  <text x="${WIDTH - 40}" y="150" text-anchor="end" font-family="Georgia, serif" font-size="120" font-weight="700" fill="${color}" fill-opacity="0.35">${escapeXml(initials(item.name))}</text>
  <text x="32" y="206" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#f4f6fb">${titleLines}</text>
  <!-- Below the title: the top-left corner is where the catalogue puts its TOP/NEW/SALE badges. -->
  <text x="32" y="312" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="#aab3c5">${escapeXml(subtitle)}</text>
  <rect y="${HEIGHT - 10}" width="${WIDTH}" height="10" fill="${color}"/>
</svg>`;
}
