/**
 * One contract, two implementations: the sandbox one (fetch) and the real one (steam-session,
 * steamcommunity, steam-tradeoffer-manager), both against the sandbox's Steam stand-in. The real one
 * reaches it through the libraries' documented HTTP options (helpers/steam-trading-sandbox.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tradeUrlFor } from '@skins/sandbox';
import { seedAssetId } from '@skins/shared/sandbox-steam';
import type { SteamAsset, TradeError, TradingPort } from '../src/trading/steam/port.ts';
import { createSandboxTrading } from '../src/trading/steam/sandbox-trading.ts';
import { createSteamTrading } from '../src/trading/steam/steam-trading.ts';
import { sandboxBots, startTradingSandbox, type TradingSandbox } from './helpers/steam-trading-sandbox.ts';

const BUYER = '76561198100000001';
const SELLER = '76561198100000002';
const DAY = 86_400;
/** Requests give up after this long; the sandbox's deliberately slow answers take longer. */
const TIMEOUT_MS = 1500;
const TOKEN_SECONDS = 3;

type Implementation = { name: string; create: (sandbox: TradingSandbox, bots?: typeof sandboxBots) => TradingPort };

const implementations: Implementation[] = [
  { name: 'sandbox (fetch)', create: (sandbox, bots = sandboxBots) => createSandboxTrading({ baseUrl: sandbox.base, bots, timeoutMs: TIMEOUT_MS }) },
  { name: 'steam (libraries)', create: (sandbox, bots = sandboxBots) => createSteamTrading({ bots, agent: sandbox.agent, timeoutMs: TIMEOUT_MS }) },
];

const bot = { steamId: sandboxBots[0]!.steamId, accountName: sandboxBots[0]!.accountName };
/** Listing ids that are multiples of 3 are the first bot's (seedBotIndex). */
let nextListing = 3;
const seededAsset = () => seedAssetId(17, (nextListing += 3));

async function failure(promise: Promise<unknown>): Promise<TradeError> {
  try {
    await promise;
  } catch (error) {
    return error as TradeError;
  }
  throw new Error('expected a TradeError');
}

const ids = (assets: SteamAsset[]) => assets.map((asset) => asset.assetId);

describe.each(implementations)('trading port: $name', ({ create }) => {
  let sandbox: TradingSandbox;
  let port: TradingPort;

  beforeAll(async () => {
    // Access tokens last 3 s here, so sessions are renewed all through the suite, as a day-long one is in use.
    sandbox = await startTradingSandbox({ SANDBOX_STEAM_ACCESS_TOKEN_SECONDS: String(TOKEN_SECONDS) });
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    await sandbox.reset();
    port = create(sandbox);
  });

  /** A delivery: the bot gives a seeded item to the buyer, confirmed on the bot's phone. */
  async function deliver(message = 'Skinshop order: code ABCD-1234') {
    const asset = seededAsset();
    const sent = await port.sendOffer(bot, { tradeUrl: tradeUrlFor(BUYER), give: [asset], receive: [], message });
    expect(sent.needsConfirmation).toBe(true);
    await port.confirmOffer(bot, sent.offerId);
    return { asset, offerId: sent.offerId };
  }

  describe('session', () => {
    it('logs in with the refresh token and reports the session', async () => {
      await port.ensureSession(bot);
      const status = await port.status(bot);
      expect(status).toMatchObject({ steamId: bot.steamId, loggedIn: true, pendingConfirmations: 0, inventoryCount: 0 });
      expect(status.sessionExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    });

    it('refuses a refresh token Steam did not issue', async () => {
      const forged = create(sandbox, [{ ...sandboxBots[0]!, refreshToken: `${sandboxBots[0]!.refreshToken.split('.').slice(0, 2).join('.')}.forged` }]);
      expect((await failure(forged.ensureSession(bot))).kind).toBe('not_logged_in');
    });

    it('renews the session before its access token expires', async () => {
      await port.ensureSession(bot);
      const first = (await port.status(bot)).sessionExpiresAt!;
      await new Promise((resolve) => setTimeout(resolve, TOKEN_SECONDS * 1000 - 500));
      await port.ensureSession(bot);
      expect((await port.status(bot)).sessionExpiresAt!.getTime()).toBeGreaterThan(first.getTime());
    });

    it('logs in again when Steam has let the session expire', async () => {
      const before = (await port.status(bot)).sessionExpiresAt!;
      await sandbox.advanceClock(2 * DAY);
      const after = await port.status(bot);
      expect(after.loggedIn).toBe(true);
      expect(after.sessionExpiresAt!.getTime()).toBeGreaterThan(before.getTime() + DAY * 1000);
    });
  });

  describe('offers', () => {
    it('sends a delivery that waits for the confirmation, then the accepted trade moves the item under a new id', async () => {
      const asset = seededAsset();
      const sent = await port.sendOffer(bot, { tradeUrl: tradeUrlFor(BUYER), give: [asset], receive: [], message: 'Skinshop order 1: code QX7P' });
      expect(await port.getOffer(bot, sent.offerId)).toMatchObject({ state: 'needs_confirmation', rawState: 9, isOurs: true, partnerSteamId: BUYER, give: [asset], receive: [], message: 'Skinshop order 1: code QX7P' });
      expect((await port.status(bot)).pendingConfirmations).toBe(1);
      await port.confirmOffer(bot, sent.offerId);
      expect((await port.getOffer(bot, sent.offerId))?.state).toBe('active');
      expect((await port.status(bot)).pendingConfirmations).toBe(0);

      await sandbox.respond(sent.offerId, BUYER, 'accept');
      const accepted = await port.getOffer(bot, sent.offerId);
      expect(accepted).toMatchObject({ state: 'accepted', rawState: 3 });
      const details = await port.exchangeDetails(bot, accepted!.tradeId!);
      expect(details).toMatchObject({ status: 'complete', rawStatus: 3, received: [] });
      const given = details.given[0]!;
      expect(given.assetId).toBe(asset);
      expect(given.newAssetId).not.toBe(asset);
      expect(ids(await port.userInventory(bot, BUYER))).toContain(given.newAssetId);
      // The item is gone from the bot: sending it again names an item it no longer holds.
      const again = await failure(port.sendOffer(bot, { tradeUrl: tradeUrlFor(BUYER), give: [asset], receive: [], message: 'again' }));
      expect(again).toMatchObject({ kind: 'items_unavailable', details: { eresult: 26 } });
    });

    it('takes an item in from a seller: no confirmation needed, and the bot holds it under a new id', async () => {
      const [item] = await port.userInventory(bot, SELLER);
      const sent = await port.sendOffer(bot, { tradeUrl: tradeUrlFor(SELLER), give: [], receive: [item!.assetId], message: 'Skinshop intake: code 7KQ2' });
      expect(sent.needsConfirmation).toBe(false);
      expect((await port.getOffer(bot, sent.offerId))?.state).toBe('active');
      await sandbox.respond(sent.offerId, SELLER, 'accept');
      const { tradeId } = (await port.getOffer(bot, sent.offerId))!;
      const received = (await port.exchangeDetails(bot, tradeId!)).received[0]!;
      expect(received.assetId).toBe(item!.assetId);
      expect(ids(await port.botInventory(bot))).toEqual([received.newAssetId]);
      expect(ids(await port.userInventory(bot, SELLER))).not.toContain(item!.assetId);
    });

    it('says which of the named assets the bot holds (custody\'s check): the received one, not the one it gave away', async () => {
      const [item] = await port.userInventory(bot, SELLER);
      const sent = await port.sendOffer(bot, { tradeUrl: tradeUrlFor(SELLER), give: [], receive: [item!.assetId], message: 'Skinshop intake: code 7KQ3' });
      await sandbox.respond(sent.offerId, SELLER, 'accept');
      const { tradeId } = (await port.getOffer(bot, sent.offerId))!;
      const received = (await port.exchangeDetails(bot, tradeId!)).received[0]!;
      expect(ids(await port.botHolds(bot, [received.newAssetId!, item!.assetId, '987654321']))).toEqual([received.newAssetId]);
    });

    it('lists what changed since a time, and sees a decline', async () => {
      const since = new Date(Date.now() - 1000);
      const { offerId } = await deliver();
      await sandbox.respond(offerId, BUYER, 'decline');
      expect((await port.getOffer(bot, offerId))?.state).toBe('declined');
      const { sent, received } = await port.listOffers(bot, since);
      expect(sent.map((offer) => [offer.offerId, offer.state])).toEqual([[offerId, 'declined']]);
      expect(received).toEqual([]);
    });

    it('sees a counter-offer kill the original and arrive as a new incoming offer, which the bot declines', async () => {
      const since = new Date(Date.now() - 1000);
      const { offerId, asset } = await deliver();
      const { counter_tradeofferid: counterId } = await sandbox.respond(offerId, BUYER, 'counter');
      expect((await port.getOffer(bot, offerId))?.state).toBe('countered');
      const { received } = await port.listOffers(bot, since);
      expect(received).toMatchObject([{ offerId: counterId, state: 'active', isOurs: false, partnerSteamId: BUYER, give: [asset] }]);
      await port.declineOffer(bot, counterId!);
      expect((await port.getOffer(bot, counterId!))?.state).toBe('declined');
    });

    it('cancels its own offer once, and knows no unknown one', async () => {
      const { offerId } = await deliver();
      await port.cancelOffer(bot, offerId);
      expect((await port.getOffer(bot, offerId))?.state).toBe('canceled');
      expect((await failure(port.cancelOffer(bot, offerId))).kind).toBe('refused');
      expect(await port.getOffer(bot, '1234')).toBeNull();
      expect((await failure(port.cancelOffer(bot, '1234'))).kind).toBe('not_found');
      expect((await failure(port.exchangeDetails(bot, '1234'))).kind).toBe('not_found');
    });

    it('lets an unanswered offer expire after 14 days', async () => {
      const { offerId } = await deliver();
      const offer = (await port.getOffer(bot, offerId))!;
      expect(offer.expiresAt.getTime() - offer.createdAt.getTime()).toBe(14 * DAY * 1000);
      await sandbox.advanceClock(14 * DAY + 60);
      expect((await port.getOffer(bot, offerId))?.state).toBe('expired');
    });
  });

  describe('holds and trade protection', () => {
    it('tells the hold beforehand, holds the trade (state 11), and completes it when the hold ends', async () => {
      await sandbox.setFaults({ 'steam.trade.hold': 'days:3' });
      expect(await port.holdDurations(bot, tradeUrlFor(BUYER))).toEqual({ myDays: 0, theirDays: 3 });
      const { offerId } = await deliver();
      await sandbox.respond(offerId, BUYER, 'accept');
      const held = (await port.getOffer(bot, offerId))!;
      expect(held).toMatchObject({ state: 'in_escrow', rawState: 11 });
      expect(held.escrowEndsAt!.getTime() - Date.now()).toBeGreaterThan(3 * DAY * 1000 - 60_000);
      expect((await port.exchangeDetails(bot, held.tradeId!)).status).toBe('in_escrow');
      await sandbox.advanceClock(3 * DAY + 60);
      expect((await port.getOffer(bot, offerId))?.state).toBe('accepted');
      expect((await port.exchangeDetails(bot, held.tradeId!)).status).toBe('complete');
    });

    it('reports no hold for a partner with the authenticator, and refuses a wrong trade token', async () => {
      expect(await port.holdDurations(bot, tradeUrlFor(BUYER))).toEqual({ myDays: 0, theirDays: 0 });
      const wrong = tradeUrlFor(BUYER).replace(/token=\w+/, 'token=wrong123');
      expect((await failure(port.holdDurations(bot, wrong))).kind).toBe('partner_unreachable');
      expect((await failure(port.sendOffer(bot, { tradeUrl: wrong, give: [seededAsset()], receive: [], message: 'x' }))).kind).toBe('partner_unreachable');
    });

    it('sees a protected trade reversed inside its window: state 12, and the item back under its old id', async () => {
      await sandbox.setFaults({ 'steam.trade.protection': 'on' });
      const [item] = await port.userInventory(bot, SELLER);
      // Under protection an account that never acknowledged it cannot send; once acknowledged, it can.
      expect((await failure(port.sendOffer(bot, { tradeUrl: tradeUrlFor(SELLER), give: [], receive: [item!.assetId], message: 'intake' }))).message).toMatch(/Acknowledge Trade Protection/);
      await port.acknowledgeTradeProtection(bot);
      const sent = await port.sendOffer(bot, { tradeUrl: tradeUrlFor(SELLER), give: [], receive: [item!.assetId], message: 'intake' });
      const { tradeid } = await sandbox.respond(sent.offerId, SELLER, 'accept');
      const received = (await port.exchangeDetails(bot, tradeid!)).received[0]!;
      expect(received.protectedUntil!.getTime() - Date.now()).toBeGreaterThan(7 * DAY * 1000 - 60_000);
      expect(await port.botInventory(bot)).toMatchObject([{ assetId: received.newAssetId, tradable: false }]);

      await sandbox.reverse(tradeid!, SELLER);
      expect(await port.getOffer(bot, sent.offerId)).toMatchObject({ state: 'reversed', rawState: 12 });
      expect(await port.exchangeDetails(bot, tradeid!)).toMatchObject({ status: 'reversed', rawStatus: 12 });
      expect(await port.botInventory(bot)).toEqual([]);
      expect(ids(await port.userInventory(bot, SELLER))).toContain(item!.assetId);
    });
  });

  describe('the user answering by itself (fault steam.trade.respond)', () => {
    it.each([
      ['accept', 'accepted'],
      ['decline', 'declined'],
      ['counter', 'countered'],
      ['ignore', 'active'],
    ])('%s', async (mode, state) => {
      await sandbox.setFaults({ 'steam.trade.respond': mode });
      const { offerId } = await deliver();
      expect((await port.getOffer(bot, offerId))?.state).toBe(state);
    });

    it('accepts after a delay', async () => {
      await sandbox.setFaults({ 'steam.trade.respond': 'accept_after:400' });
      const { offerId } = await deliver();
      expect((await port.getOffer(bot, offerId))?.state).toBe('active');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await port.getOffer(bot, offerId))?.state).toBe('accepted');
    });
  });

  describe('Steam misbehaving', () => {
    it.each([
      ['down', 'unavailable', { httpStatus: 503 }],
      ['rate_limited', 'rate_limited', { httpStatus: 429 }],
      ['eresult:16', 'unavailable', { eresult: 16 }],
      ['eresult:26', 'items_unavailable', { eresult: 26 }],
      ['slow:4000', 'unavailable', {}],
    ])('steam.trade.api %s -> %s', async (mode, kind, details) => {
      await port.ensureSession(bot);
      await sandbox.setFaults({ 'steam.trade.api': mode });
      const error = await failure(port.sendOffer(bot, { tradeUrl: tradeUrlFor(BUYER), give: [seededAsset()], receive: [], message: 'x' }));
      expect(error).toMatchObject({ name: 'TradeError', kind, details });
      expect((await failure(port.listOffers(bot, new Date()))).kind).toBe(kind);
    });

    it('cannot log in while the login is down', async () => {
      await sandbox.setFaults({ 'steam.login': 'down' });
      expect((await failure(port.ensureSession(bot))).kind).toBe('unavailable');
    });

    it('a confirmation that never appears, and one that is refused', async () => {
      await sandbox.setFaults({ 'steam.trade.confirmation': 'missing' });
      const sent = await port.sendOffer(bot, { tradeUrl: tradeUrlFor(BUYER), give: [seededAsset()], receive: [], message: 'x' });
      expect((await failure(port.confirmOffer(bot, sent.offerId))).kind).toBe('confirmation_failed');
      expect((await port.getOffer(bot, sent.offerId))?.state).toBe('needs_confirmation');
      await sandbox.setFaults({ 'steam.trade.confirmation': 'fail' });
      expect((await failure(port.confirmOffer(bot, sent.offerId))).kind).toBe('confirmation_failed');
      expect((await port.getOffer(bot, sent.offerId))?.state).toBe('needs_confirmation');
    });

    it('a send that times out although Steam created the offer: it is found by its message', async () => {
      await port.ensureSession(bot);
      const since = new Date(Date.now() - 1000);
      await sandbox.setFaults({ 'steam.trade.send': 'timeout:4000' });
      const message = 'Skinshop order 77: code T1ME-0UT';
      expect((await failure(port.sendOffer(bot, { tradeUrl: tradeUrlFor(BUYER), give: [seededAsset()], receive: [], message }))).kind).toBe('unavailable');
      const { sent } = await port.listOffers(bot, since);
      expect(sent.filter((offer) => offer.message === message)).toMatchObject([{ state: 'needs_confirmation' }]);
    });
  });
});
