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

export function deliveryMessage(orderId: number, code: string, titles: readonly string[]): string {
  return `Skinshop order #${orderId}: ${summary(titles)}. Check code ${code} on your order page before accepting.`;
}

export function intakeMessage(sellOrderIds: readonly number[], code: string, titles: readonly string[]): string {
  const orders = sellOrderIds.length === 1 ? `sell order #${sellOrderIds[0]}` : `sell orders ${summary(sellOrderIds.map((id) => `#${id}`))}`;
  return `Skinshop ${orders}: we ask for ${summary(titles)}. Check code ${code} on your Sell Orders tab before accepting.`;
}

export function messageCarriesCode(message: string, code: string): boolean {
  return message.includes(`code ${code} `);
}

function summary(titles: readonly string[]): string {
  const shown = titles.slice(0, 3).join(', ');
  return titles.length > 3 ? `${shown} and ${titles.length - 3} more` : shown;
}
