/**
 * The trading port on Steam itself, through DoctorMcKay's libraries (steam-bot-session.ts opens each bot's
 * session): steam-tradeoffer-manager creates, sends, reads, cancels and declines offers; steamcommunity
 * answers the mobile confirmations (getConfirmations / respondToConfirmation with steam-totp's keys) and
 * carries the two IEconService reads the manager does not offer for a trade id or a trade URL
 * (GetTradeStatus, GetTradeHoldDurations) through its documented httpRequest. Tests drive all of it
 * against the sandbox by passing `agent` (test/trading-port.test.ts).
 *
 * Not exercised there: TLS to Steam (the test agent speaks plain HTTP to the sandbox); transfers to Steam's
 * other domains (the stand-in names only the community's); what real Steam marks a protected Dota 2 item
 * with (read: the sandbox's `time_protected_until`, or CS2's context 16); and Steam's real limits and
 * wording beyond the errors the stand-in reproduces. acceptConfirmationForObject is not used: it asks
 * steam-totp's getTimeOffset, which calls Steam through Node's global https with no option to point it
 * elsewhere; the same QueryTime goes through the community's httpRequest instead (steam-bot-session.ts).
 */
import { z } from 'zod';
import SteamTotp from 'steam-totp';
import TradeOfferManager from 'steam-tradeoffer-manager';
import type SteamCommunity from 'steamcommunity';
import { DOTA2_APP_ID, DOTA2_CONTEXT_ID, offerStateOf, TradeError } from './port.ts';
import type { BotAccount, BotRef, OfferSnapshot, SteamAsset, TradingPort } from './port.ts';
import { call, openBotSession, webApi, type BotSession, type SteamLibraryOptions } from './steam-bot-session.ts';
import { exchangeDetailsFrom, holdDurationsFrom, holdDurationsSchema, parseTradeUrl, tradeStatusSchema } from './steam-wire.ts';

export interface SteamTradingOptions extends Partial<SteamLibraryOptions> {
  bots: readonly BotAccount[];
}

function snapshot(offer: TradeOfferManager.TradeOffer): OfferSnapshot {
  return {
    offerId: offer.id ?? '',
    state: offerStateOf(offer.state),
    rawState: offer.state,
    isOurs: offer.isOurOffer,
    partnerSteamId: offer.partner.getSteamID64(),
    message: offer.message ?? '',
    give: offer.itemsToGive.map((item) => item.assetid),
    receive: offer.itemsToReceive.map((item) => item.assetid),
    tradeId: offer.tradeID,
    escrowEndsAt: offer.escrowEnds,
    createdAt: offer.created,
    updatedAt: offer.updated,
    expiresAt: offer.expires,
  };
}

function asset(item: SteamCommunity.EconItem): SteamAsset {
  return {
    assetId: item.assetid,
    classId: item.classid,
    instanceId: item.instanceid,
    name: item.market_hash_name ?? item.name ?? null,
    tradable: item.tradable,
    tradableAfter: !item.tradable && item.cache_expiration ? new Date(item.cache_expiration) : null,
  };
}

const dota2Item = (assetid: string): TradeOfferManager.Item => ({ appid: DOTA2_APP_ID, contextid: DOTA2_CONTEXT_ID, assetid });

export function createSteamTrading({ bots, agent, timeoutMs = 30_000 }: SteamTradingOptions): TradingPort {
  const options: SteamLibraryOptions = { timeoutMs, ...(agent ? { agent } : {}) };
  const sessions = new Map<string, BotSession>();
  const lastConfirmationTime = new Map<string, number>();

  const account = (bot: BotRef): BotAccount => {
    const found = bots.find((candidate) => candidate.steamId === bot.steamId);
    if (!found) throw new TradeError('refused', `No credentials for bot ${bot.steamId}`);
    return found;
  };

  async function ensure(bot: BotRef): Promise<BotSession> {
    const current = sessions.get(bot.steamId);
    if (current && Date.now() < current.renewAt) return current;
    current?.manager.shutdown();
    const fresh = await openBotSession(account(bot), options);
    sessions.set(bot.steamId, fresh);
    return fresh;
  }

  /** Runs `work` in the bot's session; if Steam says the session is gone anyway, logs in again once. */
  async function withSession<T>(bot: BotRef, work: (session: BotSession) => Promise<T>): Promise<T> {
    try {
      return await work(await ensure(bot));
    } catch (error) {
      if (!(error instanceof TradeError) || error.kind !== 'not_logged_in') throw error;
      sessions.get(bot.steamId)?.manager.shutdown();
      sessions.delete(bot.steamId);
      return work(await ensure(bot));
    }
  }

  const offerOf = (session: BotSession, offerId: string) => call<TradeOfferManager.TradeOffer>((done) => session.manager.getOffer(offerId, done));

  async function confirmations(session: BotSession, bot: BotAccount) {
    const time = SteamTotp.time(session.timeOffset);
    return call<SteamCommunity.Confirmation[]>((done) => session.community.getConfirmations(time, { tag: 'list', key: SteamTotp.getConfirmationKey(bot.identitySecret, time, 'list') }, done));
  }

  const inventory = (session: BotSession, steamId: string | null) =>
    call<SteamCommunity.EconItem[]>((done) =>
      steamId === null ? session.manager.getInventoryContents(DOTA2_APP_ID, DOTA2_CONTEXT_ID, false, done) : session.manager.getUserInventoryContents(steamId, DOTA2_APP_ID, DOTA2_CONTEXT_ID, false, done),
    ).then((items) => items.map(asset));

  return {
    kind: 'steam',
    bots: bots.map(({ steamId, accountName }) => ({ steamId, accountName })),
    offerUrl: (offerId) => `https://steamcommunity.com/tradeoffer/${encodeURIComponent(offerId)}/`,

    async ensureSession(bot) {
      await ensure(bot);
    },

    status: (bot) =>
      withSession(bot, async (session) => ({
        steamId: bot.steamId,
        loggedIn: true,
        sessionExpiresAt: session.expiresAt,
        pendingConfirmations: (await confirmations(session, account(bot))).length,
        inventoryCount: (await inventory(session, null)).length,
      })),

    botInventory: (bot) => withSession(bot, (session) => inventory(session, null)),
    // Steam answers only whole inventories: one listing, then the intersection.
    botHolds: (bot, assetIds) =>
      withSession(bot, async (session) => {
        const wanted = new Set(assetIds);
        return (await inventory(session, null)).filter((asset) => wanted.has(asset.assetId));
      }),
    userInventory: (bot, steamId) => withSession(bot, (session) => inventory(session, steamId)),

    holdDurations: (bot, tradeUrl) =>
      withSession(bot, async (session) => {
        const { steamId, token } = parseTradeUrl(tradeUrl);
        const answer = await webApi(session, 'GET', 'IEconService/GetTradeHoldDurations/v1/', { steamid_target: steamId, trade_offer_access_token: token });
        return holdDurationsFrom(holdDurationsSchema.parse(answer));
      }),

    sendOffer: (bot, request) =>
      withSession(bot, async (session) => {
        parseTradeUrl(request.tradeUrl);
        const offer = session.manager.createOffer(request.tradeUrl);
        offer.addMyItems(request.give.map(dota2Item));
        offer.addTheirItems(request.receive.map(dota2Item));
        offer.setMessage(request.message);
        const status = await call<'sent' | 'pending'>((done) => offer.send(done));
        return { offerId: offer.id!, needsConfirmation: status === 'pending' };
      }),

    confirmOffer: (bot, offerId) =>
      withSession(bot, async (session) => {
        const credentials = account(bot);
        const confirmation = (await confirmations(session, credentials)).find((candidate) => candidate.creator === offerId);
        if (!confirmation) throw new TradeError('confirmation_failed', `No confirmation for offer ${offerId}`);
        // Steam takes each time's key once: like acceptConfirmationForObject, never reuse one.
        const time = Math.max(SteamTotp.time(session.timeOffset), (lastConfirmationTime.get(bot.steamId) ?? 0) + 1);
        lastConfirmationTime.set(bot.steamId, time);
        const key = { tag: 'accept', key: SteamTotp.getConfirmationKey(credentials.identitySecret, time, 'accept') };
        try {
          await call<void>((done) => session.community.respondToConfirmation(confirmation.id, confirmation.key, time, key, true, done));
        } catch (error) {
          if (error instanceof TradeError && error.kind !== 'refused') throw error;
          throw new TradeError('confirmation_failed', `Steam refused the confirmation of offer ${offerId}: ${(error as Error).message}`);
        }
      }),

    getOffer: (bot, offerId) =>
      withSession(bot, async (session) => {
        try {
          return snapshot(await offerOf(session, offerId));
        } catch (error) {
          if (error instanceof TradeError && error.kind === 'not_found') return null;
          throw error;
        }
      }),

    listOffers: (bot, since) =>
      withSession(bot, async (session) => {
        // ActiveOnly with a historical cutoff: what is open, and whatever changed since `since`.
        const [sent, received] = await call<[TradeOfferManager.TradeOffer[], TradeOfferManager.TradeOffer[]]>((done) =>
          session.manager.getOffers(TradeOfferManager.EOfferFilter.ActiveOnly, since, (err, sent, received) => done(err, [sent, received])),
        );
        return { sent: sent.map(snapshot), received: received.map(snapshot) };
      }),

    // The manager cancels and declines through the community's trade-offer pages, as Steam's own site does.
    acknowledgeTradeProtection: (bot) =>
      withSession(bot, async (session) => {
        await call<void>((done) => session.community.acknowledgeTradeProtection((err) => done(err, undefined)));
      }),

    cancelOffer: (bot, offerId) =>
      withSession(bot, async (session) => {
        const offer = await offerOf(session, offerId);
        await call<void>((done) => offer.cancel(done));
      }),
    declineOffer: (bot, offerId) =>
      withSession(bot, async (session) => {
        const offer = await offerOf(session, offerId);
        await call<void>((done) => offer.decline(done));
      }),

    exchangeDetails: (bot, tradeId) =>
      withSession(bot, async (session) => {
        const answer = await webApi(session, 'GET', 'IEconService/GetTradeStatus/v1/', { tradeid: tradeId, get_descriptions: '0' });
        const trade = z.array(tradeStatusSchema).parse(answer['trades'] ?? []).find((candidate) => candidate.tradeid === tradeId);
        if (!trade) throw new TradeError('not_found', `Steam knows no trade ${tradeId}`);
        return exchangeDetailsFrom(trade);
      }),
  };
}
