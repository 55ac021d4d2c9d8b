/**
 * IEconService as the libraries call it (api.steampowered.com/IEconService/<method>/v1/ with an
 * `access_token` from the web session): GetTradeOffers (active_only with time_historical_cutoff, cursor
 * paging), GetTradeOffer, GetTradeStatus, GetTradeHoldDurations, CancelTradeOffer, DeclineTradeOffer. Every
 * answer carries `x-eresult` as Steam's does; a bad or expired token is the HTML 401 "Access is denied".
 * ITwoFactorService/QueryTime gives the trading clock, which the mobile confirmation keys are made against.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tradeTokenFor, STEAM_ID_PATTERN } from '../steam/users.ts';
import { EResult, LIVE_STATES, SteamRefusal } from './model.ts';
import type { TradingState } from './state.ts';
import { offerJson, tradeJson } from './wire.ts';

const PAGE_SIZE = 100;
const DENIED =
  '<html><head><title>Unauthorized</title></head><body><h1>Unauthorized</h1>Access is denied. Retrying will not help. Please verify your <pre>key=</pre> parameter.</body></html>';

type Params = Record<string, string | undefined>;

const ok = (reply: FastifyReply, response: object) => reply.header('x-eresult', '1').send({ response });
const failed = (reply: FastifyReply, eresult: number) => reply.header('x-eresult', String(eresult)).send({ response: {} });

export function registerEconRoutes(scope: FastifyInstance, state: TradingState): void {
  const { desk, sessions, ledger, clock } = state;
  const econ = '/steam/api/IEconService';

  /** Registers one method; the handler gets the account and its parameters (query for GET, form for POST). */
  function method(verb: 'GET' | 'POST', name: string, handler: (user: string, params: Params, reply: FastifyReply) => unknown) {
    scope.route({
      method: verb,
      url: `${econ}/${name}/v1/`,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const params = ((verb === 'GET' ? request.query : request.body) ?? {}) as Params;
        const user = sessions.verifyAccessToken(String(params['access_token'] ?? ''));
        if (!user) return reply.code(401).type('text/html').send(DENIED);
        return handler(user, params, reply);
      },
    });
  }

  method('GET', 'GetTradeOffers', (user, params, reply) => {
    const cutoff = Number(params['time_historical_cutoff'] ?? 0) * 1000;
    const activeOnly = params['active_only'] === '1';
    const historicalOnly = params['historical_only'] === '1';
    const wanted = desk.offersOf(user).filter((offer) => {
      const live = LIVE_STATES.has(offer.state);
      if (historicalOnly) return !live;
      return !activeOnly || live || offer.updatedAt >= cutoff;
    });
    const start = Math.max(0, Math.floor(Number(params['cursor'] ?? 0)) || 0);
    const page = wanted.slice(start, start + PAGE_SIZE);
    const now = clock.now();
    const json = (mine: boolean) => (params[mine ? 'get_sent_offers' : 'get_received_offers'] === '1' ? page.filter((offer) => (offer.sender === user) === mine).map((offer) => offerJson(offer, user, ledger, now)) : []);
    return ok(reply, {
      trade_offers_sent: json(true),
      trade_offers_received: json(false),
      ...(start + PAGE_SIZE < wanted.length ? { next_cursor: start + PAGE_SIZE } : {}),
    });
  });

  method('GET', 'GetTradeOffer', (user, params, reply) => {
    const offer = desk.offer(String(params['tradeofferid']));
    if (!offer || (offer.sender !== user && offer.recipient !== user)) return ok(reply, {});
    return ok(reply, { offer: offerJson(offer, user, ledger, clock.now()), descriptions: [] });
  });

  method('GET', 'GetTradeStatus', (user, params, reply) => {
    const trade = desk.trades.trade(String(params['tradeid']));
    const mine = trade?.moves.some((move) => move.from === user || move.to === user);
    return ok(reply, { trades: trade && mine ? [tradeJson(trade, user)] : [] });
  });

  method('GET', 'GetTradeHoldDurations', (_user, params, reply) => {
    const target = String(params['steamid_target'] ?? '');
    if (!STEAM_ID_PATTERN.test(target)) return failed(reply, EResult.InvalidParam);
    if (params['trade_offer_access_token'] !== tradeTokenFor(target)) return failed(reply, EResult.AccessDenied);
    const faults = state.ctx.faults;
    const theirs = faults.mode('steam.trade.hold') === 'days' ? faults.millis('steam.trade.hold', 0) * 86_400 : 0;
    // The bots have the Mobile Authenticator, so only the partner's account can cause a hold.
    return ok(reply, {
      my_escrow: { escrow_end_duration_seconds: 0 },
      their_escrow: { escrow_end_duration_seconds: theirs },
      both_escrow: { escrow_end_duration_seconds: theirs },
    });
  });

  const change = (act: (user: string, offerId: string) => unknown) => (user: string, params: Params, reply: FastifyReply) => {
    try {
      act(user, String(params['tradeofferid']));
    } catch (error) {
      if (error instanceof SteamRefusal) return failed(reply, error.eresult);
      throw error;
    }
    return ok(reply, {});
  };
  method('POST', 'CancelTradeOffer', change((user, offerId) => desk.cancel(user, offerId)));
  method('POST', 'DeclineTradeOffer', change((user, offerId) => desk.respond(user, offerId, 'decline')));

  scope.post('/steam/api/ITwoFactorService/QueryTime/v1/', async () => ({
    response: { server_time: String(clock.nowSeconds()), skew_tolerance_seconds: '60', large_time_jink: '86400', probe_frequency_seconds: 3600, adjusted_time_probe_frequency_seconds: 300, hint_probe_frequency_seconds: 60, sync_timeout: 60, try_again_seconds: 900, max_attempts: 3 },
  }));
}
