/**
 * The community site's trade-offer endpoints, as steam-tradeoffer-manager's TradeOffer posts to them:
 * `/tradeoffer/new/send` (form: sessionid, partner, tradeoffermessage, json_tradeoffer,
 * trade_offer_create_params), `/tradeoffer/{id}/cancel` and `/decline` (form: sessionid), and
 * `/trade/new/acknowledge` (form: sessionid, message=1): Trade Protection acknowledged, without which an
 * account cannot send while protection is on (fault steam.trade.protection). Signed-in by the
 * `steamLoginSecure` cookie; a refusal is HTTP 500 with `strError` ending in the EResult, as Steam does.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { singleValued } from '../context.ts';
import { hang } from './api-faults.ts';
import { EResult, OfferState, SteamRefusal } from './model.ts';
import type { TradingState } from './state.ts';

const DEFAULT_SEND_TIMEOUT_MS = 60_000;

interface OfferSide {
  assets?: { appid?: unknown; contextid?: unknown; assetid?: unknown }[];
}

/** The asset ids of one side of json_tradeoffer; anything but Dota 2's context 2 is refused like a gone item. */
function assetIds(side: OfferSide | undefined): string[] {
  return (side?.assets ?? []).map((asset) => {
    if (Number(asset.appid) !== 570 || String(asset.contextid) !== '2' || !/^\d{1,20}$/.test(String(asset.assetid))) {
      throw new SteamRefusal(EResult.Revoked, 'There was an error sending your trade offer.  Please try again later. (26)');
    }
    return String(asset.assetid);
  });
}

function parseJson<T>(text: string | undefined): T | undefined {
  try {
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function refuse(reply: FastifyReply, error: unknown) {
  if (!(error instanceof SteamRefusal)) throw error;
  return reply.code(500).send({ strError: error.message });
}

export function registerOfferRoutes(scope: FastifyInstance, state: TradingState): void {
  const { desk, sessions, ctx } = state;

  scope.post('/steam/community/tradeoffer/new/send', async (request, reply) => {
    const form = singleValued(request.body) ?? {};
    const sender = sessions.communityUser(request, form);
    if (!sender) return reply.code(401).send({ success: false });
    const offer = parseJson<{ me?: OfferSide; them?: OfferSide }>(form['json_tradeoffer']);
    const params = parseJson<{ trade_offer_access_token?: string }>(form['trade_offer_create_params']) ?? {};
    let created;
    try {
      if (!offer) throw new SteamRefusal(EResult.InvalidParam, 'There was an error sending your trade offer.  Please try again later. (8)');
      created = desk.send(sender, { partner: form['partner'] ?? '', token: params.trade_offer_access_token, give: assetIds(offer.me), receive: assetIds(offer.them), message: form['tradeoffermessage'] ?? '' });
    } catch (error) {
      return refuse(reply, error);
    }
    // The offer exists now; with the switch on, the answer comes too late for the client to see it.
    if (ctx.faults.mode('steam.trade.send') === 'timeout') await hang(ctx.faults.millis('steam.trade.send', DEFAULT_SEND_TIMEOUT_MS), state.interrupted());
    return reply.send({
      tradeofferid: created.id,
      needs_mobile_confirmation: created.state === OfferState.NeedsConfirmation,
      needs_email_confirmation: false,
      email_domain: '',
    });
  });

  // node-steamcommunity's acknowledgeTradeProtection posts here (with a double slash); once per account.
  for (const path of ['/steam/community/trade/new/acknowledge', '/steam/community//trade/new/acknowledge']) {
    scope.post(path, async (request, reply) => {
      const form = singleValued(request.body) ?? {};
      const account = sessions.communityUser(request, form);
      if (!account) return reply.code(401).send({ success: false });
      desk.acknowledgeProtection(account);
      return reply.send({ success: 1 });
    });
  }

  scope.post<{ Params: { offerId: string; action: string } }>('/steam/community/tradeoffer/:offerId/:action', async (request, reply) => {
    const { offerId, action } = request.params;
    if (action !== 'cancel' && action !== 'decline') return reply.code(404).send({ success: false });
    const user = sessions.communityUser(request, singleValued(request.body) ?? {});
    if (!user) return reply.code(401).send({ success: false });
    try {
      if (action === 'cancel') desk.cancel(user, offerId);
      else desk.respond(user, offerId, 'decline');
    } catch (error) {
      return refuse(reply, error);
    }
    return reply.send({ tradeofferid: offerId });
  });
}
