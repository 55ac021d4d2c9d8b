/**
 * The message of a bot's offer (trading/engine/offer-message.ts): Steam keeps only its first 128 characters,
 * and the code in it is what the partner checks and what the engine finds a lost offer by. Pure.
 */
import { describe, expect, it } from 'vitest';
import { deliveryMessage, intakeMessage, messageCarriesCode, STEAM_OFFER_MESSAGE_MAX } from '../src/trading/engine/offer-message.ts';

const LONG_NAMES = ['Helm of the Red Conqueror', 'Golden Basher of Mage Skulls', 'Armor of the Fervent Conscript', 'Frost Avalanche', 'Golden Offhand Basher of Mage Skulls'];

/** What Steam keeps of a message. */
const kept = (message: string) => message.slice(0, STEAM_OFFER_MESSAGE_MAX);

describe('offer messages fit what Steam keeps', () => {
  it('an intake of five long-named skins keeps its code, and counts the skins it has no room to name', () => {
    const message = intakeMessage([101, 102, 103, 104, 105], 'ABC234', LONG_NAMES);
    expect(message.length).toBeLessThanOrEqual(STEAM_OFFER_MESSAGE_MAX);
    expect(messageCarriesCode(kept(message), 'ABC234')).toBe(true);
    expect(message).toContain('#101');
    expect(message).toContain('5 skins');
  });

  it('an intake names the skins where they fit, before listing every order', () => {
    expect(intakeMessage([101, 102], 'ABC234', ['Hook', 'Axe'])).toBe('Skinshop sell orders #101, #102: we ask for Hook, Axe. Check code ABC234 on your Sell Orders tab before accepting.');
    expect(intakeMessage([101, 102, 103, 104], 'ABC234', ['Hook', 'Blade', 'Staff', 'Axe'])).toBe(
      'Skinshop sell orders #101 and 3 more: we ask for Hook and 3 more. Check code ABC234 on your Sell Orders tab before accepting.',
    );
  });

  it('an intake of a hundred skins with long order ids still fits, by counting what it cannot name', () => {
    const ids = Array.from({ length: 100 }, (_, index) => 9_000_000 + index);
    const message = intakeMessage(ids, 'XYZ789', ids.map((_, index) => `${LONG_NAMES[index % LONG_NAMES.length]} of the Very Long Name ${index}`));
    expect(message.length).toBeLessThanOrEqual(STEAM_OFFER_MESSAGE_MAX);
    expect(messageCarriesCode(kept(message), 'XYZ789')).toBe(true);
    expect(message).toContain('#9000000');
    expect(message).toContain('100 skins');
  });

  it('a short intake reads as before', () => {
    expect(intakeMessage([7], 'ABC234', ['Frost Avalanche'])).toBe('Skinshop sell order #7: we ask for Frost Avalanche. Check code ABC234 on your Sell Orders tab before accepting.');
  });

  it('a delivery of many long titles keeps its code', () => {
    const titles = Array.from({ length: 12 }, (_, index) => `${LONG_NAMES[index % LONG_NAMES.length]} (Inscribed) ${index}`);
    const message = deliveryMessage(1_234_567, 'MNP345', titles);
    expect(message.length).toBeLessThanOrEqual(STEAM_OFFER_MESSAGE_MAX);
    expect(messageCarriesCode(kept(message), 'MNP345')).toBe(true);
    expect(message).toContain('order #1234567');
  });

  it('a short delivery reads as before', () => {
    expect(deliveryMessage(5, 'ABC234', ['Dragonclaw Hook', 'Manifold Paradox'])).toBe('Skinshop order #5: Dragonclaw Hook, Manifold Paradox. Check code ABC234 on your order page before accepting.');
  });
});
