import { formatPrice } from '@skins/shared';
import type { OutgoingMail } from '../mail/mailer.ts';
import { PRODUCT_NAME } from '../mail/templates.ts';

export interface WatchMailMatch {
  title: string;
  priceEur: string;
  productId: number;
}

export interface WatchMailGroup {
  label: string;
  unsubscribeUrl: string;
  matches: WatchMailMatch[];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** One mail for everything a user's watches found since the last one, each watch with its unsubscribe link. */
export function watchMatchesMail(to: string, webUrl: string, groups: WatchMailGroup[]): OutgoingMail {
  const count = groups.reduce((sum, group) => sum + group.matches.length, 0);
  const itemUrl = (id: number) => `${webUrl}/products/all/all/${id}`;
  const text = [
    'Hello,',
    `Your watchlist found ${count} new ${count === 1 ? 'listing' : 'listings'}:`,
    ...groups.map((group) =>
      [`${group.label}:`, ...group.matches.map((m) => `- ${m.title}, ${formatPrice(m.priceEur, '€')}: ${itemUrl(m.productId)}`), `Stop watching this: ${group.unsubscribeUrl}`].join('\n'),
    ),
    `Your watchlist: ${webUrl}/account?tab=watchlist`,
    `— ${PRODUCT_NAME}`,
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<p>Hello,</p><p>Your watchlist found ${count} new ${count === 1 ? 'listing' : 'listings'}:</p>
${groups
  .map(
    (group) => `<h3>${escapeHtml(group.label)}</h3><ul>${group.matches
      .map((m) => `<li><a href="${escapeHtml(itemUrl(m.productId))}">${escapeHtml(m.title)}</a>, ${escapeHtml(formatPrice(m.priceEur, '€'))}</li>`)
      .join('')}</ul><p><a href="${escapeHtml(group.unsubscribeUrl)}">Stop watching this</a></p>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(`${webUrl}/account?tab=watchlist`)}">Your watchlist</a></p><p>— ${PRODUCT_NAME}</p></body></html>`;
  return { to, subject: `Your watchlist found ${count} new ${count === 1 ? 'listing' : 'listings'} - ${PRODUCT_NAME}`, text, html };
}
