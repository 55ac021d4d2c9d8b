/**
 * The signed-in sandbox Steam user's trade offers page: incoming offers (who sent them, the message with its
 * code, the items either way) with Accept, Decline and Counter, recent offers with their states, and trades
 * still inside their protection window with Reverse. What a real user does in Steam's own trade-offer page.
 */
import { SANDBOX_BOTS } from '@skins/shared/sandbox-steam';
import { html, page } from '../html.ts';
import { className } from '../steam/inventory.ts';
import { findUser } from '../steam/users.ts';
import type { Asset } from './ledger.ts';
import { OfferState, TradeStatus } from './model.ts';
import type { Offer, OfferItem, Trade } from './model.ts';

const STATE_NAMES: Record<number, string> = Object.fromEntries(Object.entries(OfferState).map(([name, value]) => [value, name]));

export const partyName = (steamid: string) => SANDBOX_BOTS.find((bot) => bot.steamId === steamid)?.accountName ?? findUser(steamid).personaname;

const items = (list: OfferItem[]) =>
  list.length === 0 ? html`<span class="muted">nothing</span>` : html`${list.map((item) => html`<div>${className(item.classId)} <code class="muted">#${item.assetId}</code></div>`)}`;

const button = (action: string, label: string, secondary = false) => html`<button name="action" value="${action}" class="${secondary ? 'secondary' : ''}">${label}</button>`;

function incomingCard(offer: Offer, now: number) {
  return html`<div class="card" id="offer-${offer.id}" data-offer="${offer.id}">
    <h2>Trade offer #${offer.id} from ${partyName(offer.sender)}</h2>
    <pre>${offer.message || '(no message)'}</pre>
    <div class="row"><div><strong>You give</strong>${items(offer.recipientItems)}</div><div><strong>You receive</strong>${items(offer.senderItems)}</div></div>
    <p class="muted">Expires ${new Date(offer.expiresAt).toISOString()} (in ${Math.ceil((offer.expiresAt - now) / 86_400_000)} days)</p>
    <form method="post" action="/steam/trade-offers/${offer.id}/respond">${button('accept', 'Accept trade')} ${button('decline', 'Decline', true)} ${button('counter', 'Counter offer', true)}</form>
  </div>`;
}

export interface OffersPageData {
  user: string | undefined;
  offers: Offer[];
  reversible: Trade[];
  inventory: Asset[];
  now: number;
  error?: string;
}

export function offersPage({ user, offers, reversible, inventory, now, error }: OffersPageData): string {
  if (!user) {
    const body = html`<div class="card"><h1>Trade offers</h1><p>Nobody is signed in to Sandbox Steam. <a href="/steam/users">Sign in as a user</a> first.</p></div>`;
    return page({ title: 'Trade offers', service: 'steam', body });
  }
  const incoming = offers.filter((offer) => offer.recipient === user && offer.state === OfferState.Active);
  const rows = offers.map(
    (offer) => html`<tr><td><code>#${offer.id}</code></td><td>${offer.sender === user ? `to ${partyName(offer.recipient)}` : `from ${partyName(offer.sender)}`}</td>
      <td>${STATE_NAMES[offer.state] ?? offer.state}</td><td>${offer.tradeId ? html`<code>${offer.tradeId}</code>` : ''}</td></tr>`,
  );
  const trades = reversible.map(
    (trade) => html`<tr><td><code>${trade.id}</code></td><td>until ${new Date(trade.protectedUntil ?? 0).toISOString()}</td>
      <td><form method="post" action="/steam/trades/${trade.id}/reverse"><button class="secondary">Reverse trade</button></form></td></tr>`,
  );
  const body = html`<div class="card"><h1>Trade offers of ${partyName(user)}</h1><p class="muted"><code>${user}</code> · <a href="/steam/users">switch user</a></p>
      ${error ? html`<div class="error">${error}</div>` : ''}</div>
    ${incoming.length > 0 ? incoming.map((offer) => incomingCard(offer, now)) : html`<div class="card"><p>No incoming trade offers.</p></div>`}
    ${trades.length > 0 ? html`<div class="card"><h2>Trade protected trades</h2><table>${trades}</table></div>` : ''}
    <div class="card"><h2>All offers</h2><table><tr><th>Offer</th><th>With</th><th>State</th><th>Trade</th></tr>${rows}</table></div>
    <div class="card"><h2>Inventory (Dota 2)</h2>${items(inventory)}</div>`;
  return page({ title: 'Trade offers', service: 'steam', body });
}

export const reversibleTrades = (trades: (Trade | undefined)[], now: number) =>
  trades.filter((trade): trade is Trade => trade !== undefined && trade.status === TradeStatus.Complete && trade.protectedUntil !== null && trade.protectedUntil > now);
