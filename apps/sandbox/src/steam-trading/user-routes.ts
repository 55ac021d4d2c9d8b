/**
 * What a sandbox Steam user does, as a page (signed in by /steam/as/<steamid>) and as JSON for tests:
 *   GET  /steam/trade-offers, POST …/{offerid}/respond (accept|decline|counter), POST /steam/trades/{tradeid}/reverse
 *   GET  /steam/trading/offers?steamid=               the account's offers, IEconService-shaped from its side
 *   POST /steam/trading/offers/{offerid}/respond      {steamid, action}
 *   POST /steam/trading/trades/{tradeid}/reverse      {steamid}
 *   GET|POST /steam/trading/clock                     POST {advance_seconds} moves the trading clock ahead
 */
import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readCookie, singleValued } from '../context.ts';
import { USER_COOKIE } from '../steam/openid-routes.ts';
import { STEAM_ID_PATTERN, tradeUrlFor } from '../steam/users.ts';
import { SteamRefusal } from './model.ts';
import { offersPage, reversibleTrades } from './offers-page.ts';
import type { TradingState } from './state.ts';
import { offerJson, tradeJson } from './wire.ts';

const actionSchema = z.enum(['accept', 'decline', 'counter']);
const steamIdSchema = z.string().regex(STEAM_ID_PATTERN);
const respondSchema = z.object({ steamid: steamIdSchema, action: actionSchema }).strict();
const reverseSchema = z.object({ steamid: steamIdSchema }).strict();
const clockSchema = z.object({ advance_seconds: z.number().int().min(0).max(366 * 86_400) }).strict();

export function registerUserRoutes(scope: FastifyInstance, state: TradingState): void {
  const { desk, ledger, clock } = state;

  const renderPage = (reply: FastifyReply, user: string | undefined, error?: string) => {
    const now = clock.now();
    const offers = user ? desk.offersOf(user) : [];
    const reversible = reversibleTrades(offers.map((offer) => (offer.tradeId ? desk.trades.trade(offer.tradeId) : undefined)), now);
    const inventory = user ? ledger.inventory(user, now) : [];
    return reply.code(error ? 409 : 200).type('text/html; charset=utf-8').send(offersPage({ user, offers, reversible, inventory, now, ...(error ? { error } : {}) }));
  };
  const signedIn = (cookie: string | undefined) => (cookie && STEAM_ID_PATTERN.test(cookie) ? cookie : undefined);

  scope.get('/steam/trade-offers', async (request, reply) => renderPage(reply, signedIn(readCookie(request, USER_COOKIE))));

  scope.post<{ Params: { offerId: string } }>('/steam/trade-offers/:offerId/respond', async (request, reply) => {
    const user = signedIn(readCookie(request, USER_COOKIE));
    const action = actionSchema.safeParse(singleValued(request.body)?.['action']);
    if (!user || !action.success) return renderPage(reply, user, 'Choose accept, decline or counter while signed in.');
    try {
      desk.respond(user, request.params.offerId, action.data);
    } catch (error) {
      if (!(error instanceof SteamRefusal)) throw error;
      return renderPage(reply, user, error.message);
    }
    return reply.redirect('/steam/trade-offers', 303);
  });

  scope.post<{ Params: { tradeId: string } }>('/steam/trades/:tradeId/reverse', async (request, reply) => {
    const user = signedIn(readCookie(request, USER_COOKIE));
    if (!user) return renderPage(reply, user, 'Sign in first.');
    try {
      desk.reverse(user, request.params.tradeId);
    } catch (error) {
      if (!(error instanceof SteamRefusal)) throw error;
      return renderPage(reply, user, error.message);
    }
    return reply.redirect('/steam/trade-offers', 303);
  });

  scope.get<{ Querystring: { steamid?: string } }>('/steam/trading/offers', async (request, reply) => {
    const steamid = steamIdSchema.safeParse(request.query.steamid);
    if (!steamid.success) return reply.code(400).send({ message: 'steamid must be a SteamID64' });
    const now = clock.now();
    return { offers: desk.offersOf(steamid.data).map((offer) => offerJson(offer, steamid.data, ledger, now)) };
  });

  // The account's trade URL, as the user copies it from Steam's privacy page (its token is the one offers need).
  scope.get<{ Params: { steamid: string } }>('/steam/trading/trade-url/:steamid', async (request, reply) => {
    const steamid = steamIdSchema.safeParse(request.params.steamid);
    if (!steamid.success) return reply.code(400).send({ message: 'steamid must be a SteamID64' });
    return { steamid: steamid.data, trade_url: tradeUrlFor(steamid.data) };
  });

  scope.post<{ Params: { offerId: string } }>('/steam/trading/offers/:offerId/respond', async (request, reply) => {
    const body = respondSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: 'expected {steamid, action: accept|decline|counter}' });
    try {
      const { offer, trade, counter } = desk.respond(body.data.steamid, request.params.offerId, body.data.action);
      return { tradeofferid: offer.id, trade_offer_state: offer.state, ...(trade ? { tradeid: trade.id } : {}), ...(counter ? { counter_tradeofferid: counter.id } : {}) };
    } catch (error) {
      if (!(error instanceof SteamRefusal)) throw error;
      return reply.code(409).send({ message: error.message, eresult: error.eresult });
    }
  });

  scope.post<{ Params: { tradeId: string } }>('/steam/trading/trades/:tradeId/reverse', async (request, reply) => {
    const body = reverseSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: 'expected {steamid}' });
    try {
      return tradeJson(desk.reverse(body.data.steamid, request.params.tradeId), body.data.steamid);
    } catch (error) {
      if (!(error instanceof SteamRefusal)) throw error;
      return reply.code(409).send({ message: error.message, eresult: error.eresult });
    }
  });

  const clockAnswer = () => ({ now: new Date(clock.now()).toISOString(), offset_seconds: clock.offsetSeconds() });
  scope.get('/steam/trading/clock', async () => clockAnswer());
  scope.post('/steam/trading/clock', async (request, reply) => {
    const body = clockSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ message: 'expected {advance_seconds: 0..31622400}' });
    clock.advance(body.data.advance_seconds);
    return clockAnswer();
  });
}
