/**
 * What a partner reads in Steam: who sends the offer, for which order, and a code they can check against the
 * shop's page (phishing sites send lookalike offers; the usual defence is a code shown in both places). The
 * code is also how the engine finds an offer whose send answer was lost: it searches the bot's sent offers
 * for it, so a lost answer never becomes a second offer.
 */
import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: read off a phone screen and typed back.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newOfferCode(): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Steam keeps the first 128 characters of an offer's message and drops the rest. */
export const STEAM_OFFER_MESSAGE_MAX = 128;

export function deliveryMessage(orderId: number, code: string, titles: readonly string[]): string {
  return fitted(
    [`order #${orderId}`],
    namings(titles, (count) => `${count} item${count === 1 ? '' : 's'}`),
    (orders, what) => `Skinshop ${orders}: ${what}. Check code ${code} on your order page before accepting.`,
  );
}

export function intakeMessage(sellOrderIds: readonly number[], code: string, titles: readonly string[]): string {
  const ids = sellOrderIds.map((id) => `#${id}`);
  const orders = ids.length === 1 ? [`sell order ${ids[0]}`] : [`sell orders ${summary(ids, 3)}`, `sell orders ${summary(ids, 1)}`];
  return fitted(
    orders,
    namings(titles, (count) => `${count} skin${count === 1 ? '' : 's'}`),
    (named, what) => `Skinshop ${named}: we ask for ${what}. Check code ${code} on your Sell Orders tab before accepting.`,
  );
}

export function messageCarriesCode(message: string, code: string): boolean {
  return message.includes(`code ${code} `);
}

/**
 * The fullest message Steam keeps whole: the items are named as fully as fits (the partner checks those),
 * the orders listed or counted to make room, so the code (the last sentence) is never cut off. Each list of
 * wordings runs from the fullest to the shortest.
 */
function fitted(orders: readonly string[], whats: readonly string[], compose: (orders: string, what: string) => string): string {
  for (const what of whats) {
    for (const named of orders) {
      const message = compose(named, what);
      if (message.length <= STEAM_OFFER_MESSAGE_MAX) return message;
    }
  }
  return compose(orders.at(-1)!, whats.at(-1)!);
}

/** The items by name (up to three, then "and N more"), fewer names while it is too long, then only their count. */
function namings(titles: readonly string[], counted: (count: number) => string): string[] {
  const shown = Math.min(titles.length, 3);
  return [...Array.from({ length: shown }, (_, index) => summary(titles, shown - index)), counted(titles.length)];
}

function summary(titles: readonly string[], shown: number): string {
  const named = titles.slice(0, shown).join(', ');
  return titles.length > shown ? `${named} and ${titles.length - shown} more` : named;
}
