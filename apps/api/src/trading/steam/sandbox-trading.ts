/**
 * The trading port over the sandbox's Steam stand-in (apps/sandbox/src/steam-trading), with nothing but
 * fetch: the same endpoints and shapes the libraries use against Steam, under the sandbox's base URL. For
 * development and tests; production refuses it (config/env.ts).
 */
import { z } from 'zod';
import { createHmac } from 'node:crypto';
import { DOTA2_APP_ID, DOTA2_CONTEXT_ID, offerStateOf, TradeError } from './port.ts';
import type { BotAccount, BotRef, OfferSnapshot, SteamAsset, TradingPort } from './port.ts';
import { SandboxSteamClient, type WebSession } from './sandbox-steam-client.ts';
import { exchangeDetailsFrom, holdDurationsFrom, holdDurationsSchema, parseTradeUrl, steamIdOfAccount, tradeStatusSchema } from './steam-wire.ts';

export interface SandboxTradingOptions {
  /** The sandbox's base URL, e.g. http://127.0.0.1:4010. */
  baseUrl: string;
  /** Where a person's browser reaches the sandbox (its trade-offers page), when not `baseUrl`. */
  publicUrl?: string;
  bots: readonly BotAccount[];
  /** How long one request may take before it counts as Steam not answering (default 15 s). */
  timeoutMs?: number;
}

const itemsSchema = z.array(z.object({ assetid: z.string() })).default([]);
const offerSchema = z.object({
  tradeofferid: z.string(),
  accountid_other: z.number(),
  message: z.string().default(''),
  expiration_time: z.number(),
  trade_offer_state: z.number(),
  items_to_give: itemsSchema,
  items_to_receive: itemsSchema,
  is_our_offer: z.boolean(),
  time_created: z.number(),
  time_updated: z.number(),
  tradeid: z.string().optional(),
  escrow_end_date: z.number().default(0),
});
const inventorySchema = z.object({
  assets: z.array(z.object({ assetid: z.string(), classid: z.string(), instanceid: z.string() })).default([]),
  descriptions: z.array(z.object({ classid: z.string(), instanceid: z.string(), market_hash_name: z.string().optional(), name: z.string().optional(), tradable: z.number(), cache_expiration: z.string().optional() })).default([]),
  more_items: z.number().optional(),
  last_assetid: z.string().optional(),
});

const at = (seconds: number) => new Date(seconds * 1000);

function snapshot(raw: unknown): OfferSnapshot {
  const offer = offerSchema.parse(raw);
  return {
    offerId: offer.tradeofferid,
    state: offerStateOf(offer.trade_offer_state),
    rawState: offer.trade_offer_state,
    isOurs: offer.is_our_offer,
    partnerSteamId: steamIdOfAccount(offer.accountid_other),
    message: offer.message,
    give: offer.items_to_give.map((item) => item.assetid),
    receive: offer.items_to_receive.map((item) => item.assetid),
    tradeId: offer.tradeid ?? null,
    escrowEndsAt: offer.escrow_end_date > 0 ? at(offer.escrow_end_date) : null,
    createdAt: at(offer.time_created),
    updatedAt: at(offer.time_updated),
    expiresAt: at(offer.expiration_time),
  };
}

/** steam-totp's confirmation key: HMAC-SHA1 under the identity secret over the time and the tag. */
function confirmationKey(identitySecret: string, time: number, tag: string): string {
  const data = Buffer.alloc(8 + Math.min(tag.length, 32));
  data.writeBigUInt64BE(BigInt(time), 0);
  data.write(tag.slice(0, 32), 8);
  return createHmac('sha1', Buffer.from(identitySecret, 'base64')).update(data).digest('base64');
}

export function createSandboxTrading({ baseUrl, publicUrl = baseUrl, bots, timeoutMs = 15_000 }: SandboxTradingOptions): TradingPort {
  const client = new SandboxSteamClient(baseUrl.replace(/\/+$/, ''), timeoutMs);
  const lastConfirmationTime = new Map<string, number>();
  const account = (bot: BotRef): BotAccount => {
    const found = bots.find((candidate) => candidate.steamId === bot.steamId);
    if (!found) throw new TradeError('refused', `No credentials for bot ${bot.steamId}`);
    return found;
  };
  const withSession = <T>(bot: BotRef, call: (session: WebSession, account: BotAccount) => Promise<T>) => {
    const credentials = account(bot);
    return client.withSession(credentials, (session) => call(session, credentials));
  };

  const NAMED_PER_CALL = 200;
  async function inventory(session: WebSession, steamId: string, named?: readonly string[]): Promise<SteamAsset[]> {
    const assets: SteamAsset[] = [];
    for (let start: string | undefined; ; ) {
      const query = new URLSearchParams({ l: 'english', count: '1000', ...(start ? { start_assetid: start } : {}), ...(named ? { assetids: named.join(',') } : {}) });
      const page = inventorySchema.parse(await client.community(session, `/inventory/${steamId}/${DOTA2_APP_ID}/${DOTA2_CONTEXT_ID}?${query}`));
      const described = new Map(page.descriptions.map((d) => [`${d.classid}_${d.instanceid}`, d]));
      for (const asset of page.assets) {
        const description = described.get(`${asset.classid}_${asset.instanceid}`);
        const tradableAfter = description?.cache_expiration ? new Date(description.cache_expiration) : null;
        assets.push({ assetId: asset.assetid, classId: asset.classid, instanceId: asset.instanceid, name: description?.market_hash_name ?? description?.name ?? null, tradable: description?.tradable === 1, tradableAfter });
      }
      if (!page.more_items || !page.last_assetid) return assets;
      start = page.last_assetid;
    }
  }

  async function confirmations(session: WebSession, bot: BotAccount) {
    const time = Math.floor(Date.now() / 1000) + session.timeOffset;
    const query = new URLSearchParams({ p: `android:${bot.steamId}`, a: bot.steamId, k: confirmationKey(bot.identitySecret, time, 'list'), t: String(time), m: 'react', tag: 'list' });
    const answer = (await client.community(session, `/mobileconf/getlist?${query}`)) as { success?: boolean; needauth?: boolean; conf?: { id: string; nonce: string; creator_id: string }[] } | null;
    if (answer?.needauth) throw new TradeError('not_logged_in', 'Steam wants a new session for confirmations');
    if (!answer?.success) throw new TradeError('confirmation_failed', 'Steam refused the confirmation list');
    return answer.conf ?? [];
  }

  const port: TradingPort = {
    kind: 'sandbox',
    bots: bots.map(({ steamId, accountName }) => ({ steamId, accountName })),
    // The sandbox Steam user's trade-offers page (signed in through /steam/as/<steamid>) lists the offer.
    offerUrl: (offerId) => `${publicUrl}/steam/trade-offers#offer-${encodeURIComponent(offerId)}`,

    async ensureSession(bot) {
      await client.ensureSession(account(bot));
    },

    async status(bot) {
      return withSession(bot, async (session, credentials) => ({
        steamId: bot.steamId,
        loggedIn: true,
        sessionExpiresAt: session.expiresAt,
        pendingConfirmations: (await confirmations(session, credentials)).length,
        inventoryCount: (await inventory(session, bot.steamId)).length,
      }));
    },

    botInventory: (bot) => withSession(bot, (session) => inventory(session, bot.steamId)),
    // The sandbox never lists a bot's seeded items (it may hold a million): the assets asked about are named,
    // a few hundred per call (sandbox README "Inventories").
    botHolds: (bot, assetIds) =>
      withSession(bot, async (session) => {
        const held: SteamAsset[] = [];
        for (let from = 0; from < assetIds.length; from += NAMED_PER_CALL) held.push(...(await inventory(session, bot.steamId, assetIds.slice(from, from + NAMED_PER_CALL))));
        return held;
      }),
    userInventory: (bot, steamId) => withSession(bot, (session) => inventory(session, steamId)),

    holdDurations: (bot, tradeUrl) =>
      withSession(bot, async (session) => {
        const { steamId, token } = parseTradeUrl(tradeUrl);
        const answer = await client.webApi(session, 'GET', 'GetTradeHoldDurations', { steamid_target: steamId, trade_offer_access_token: token });
        return holdDurationsFrom(holdDurationsSchema.parse(answer));
      }),

    acknowledgeTradeProtection: (bot) =>
      withSession(bot, async (session) => {
        await client.community(session, '/trade/new/acknowledge', { message: '1' });
      }),

    sendOffer: (bot, request) =>
      withSession(bot, async (session) => {
        const { steamId, token } = parseTradeUrl(request.tradeUrl);
        const side = (ids: string[]) => ({ assets: ids.map((assetid) => ({ appid: DOTA2_APP_ID, contextid: DOTA2_CONTEXT_ID, amount: 1, assetid })), currency: [], ready: false });
        const answer = (await client.community(session, '/tradeoffer/new/send', {
          serverid: '1',
          partner: steamId,
          tradeoffermessage: request.message,
          json_tradeoffer: JSON.stringify({ newversion: true, version: request.give.length + request.receive.length + 1, me: side(request.give), them: side(request.receive) }),
          captcha: '',
          trade_offer_create_params: JSON.stringify({ trade_offer_access_token: token }),
        })) as { tradeofferid?: string; needs_mobile_confirmation?: boolean } | null;
        if (!answer?.tradeofferid) throw new TradeError('unavailable', 'Steam did not say which offer it created');
        return { offerId: answer.tradeofferid, needsConfirmation: answer.needs_mobile_confirmation === true };
      }),

    confirmOffer: (bot, offerId) =>
      withSession(bot, async (session, credentials) => {
        const confirmation = (await confirmations(session, credentials)).find((candidate) => candidate.creator_id === offerId);
        if (!confirmation) throw new TradeError('confirmation_failed', `No confirmation for offer ${offerId}`);
        // Steam takes each time's key once: like acceptConfirmationForObject, never reuse one.
        const time = Math.max(Math.floor(Date.now() / 1000) + session.timeOffset, (lastConfirmationTime.get(bot.steamId) ?? 0) + 1);
        lastConfirmationTime.set(bot.steamId, time);
        const query = new URLSearchParams({ op: 'allow', cid: confirmation.id, ck: confirmation.nonce, p: `android:${bot.steamId}`, a: bot.steamId, k: confirmationKey(credentials.identitySecret, time, 'accept'), t: String(time), m: 'react', tag: 'accept' });
        const answer = (await client.community(session, `/mobileconf/ajaxop?${query}`)) as { success?: boolean; message?: string } | null;
        if (!answer?.success) throw new TradeError('confirmation_failed', answer?.message ?? `Steam refused the confirmation of offer ${offerId}`);
      }),

    getOffer: (bot, offerId) =>
      withSession(bot, async (session) => {
        const answer = await client.webApi(session, 'GET', 'GetTradeOffer', { tradeofferid: offerId });
        return answer['offer'] ? snapshot(answer['offer']) : null;
      }),

    listOffers: (bot, since) =>
      withSession(bot, async (session) => {
        const sent: OfferSnapshot[] = [];
        const received: OfferSnapshot[] = [];
        for (let cursor = 0; ; ) {
          const page = await client.webApi(session, 'GET', 'GetTradeOffers', {
            get_sent_offers: '1',
            get_received_offers: '1',
            get_descriptions: '0',
            active_only: '1',
            historical_only: '0',
            time_historical_cutoff: String(Math.floor(since.getTime() / 1000)),
            cursor: String(cursor),
          });
          sent.push(...((page['trade_offers_sent'] as unknown[] | undefined) ?? []).map(snapshot));
          received.push(...((page['trade_offers_received'] as unknown[] | undefined) ?? []).map(snapshot));
          cursor = Number(page['next_cursor'] ?? 0);
          if (!cursor) return { sent, received };
        }
      }),

    cancelOffer: (bot, offerId) => changeOffer(bot, offerId, 'CancelTradeOffer'),
    declineOffer: (bot, offerId) => changeOffer(bot, offerId, 'DeclineTradeOffer'),

    exchangeDetails: (bot, tradeId) =>
      withSession(bot, async (session) => {
        const answer = await client.webApi(session, 'GET', 'GetTradeStatus', { tradeid: tradeId, get_descriptions: '0' });
        const trade = z.array(tradeStatusSchema).parse(answer['trades'] ?? []).find((candidate) => candidate.tradeid === tradeId);
        if (!trade) throw new TradeError('not_found', `Steam knows no trade ${tradeId}`);
        return exchangeDetailsFrom(trade);
      }),
  };

  async function changeOffer(bot: BotRef, offerId: string, method: 'CancelTradeOffer' | 'DeclineTradeOffer'): Promise<void> {
    await withSession(bot, async (session) => {
      const offer = await port.getOffer(bot, offerId);
      if (!offer) throw new TradeError('not_found', `Steam knows no offer ${offerId}`);
      await client.webApi(session, 'POST', method, { tradeofferid: offerId });
    });
  }

  return port;
}
