/**
 * Mobile confirmations, as steamcommunity's confirmations.js asks for them: `/mobileconf/getlist` (tag
 * list or conf), `/mobileconf/ajaxop` (GET, op allow|cancel, cid, ck) and `/mobileconf/multiajaxop`
 * (POST, cid[] and ck[]). Each request carries p (device id), a (SteamID), t (time) and k, the confirmation
 * key for t and the tag, checked against the bot's identity secret; a time more than five minutes off the
 * trading clock, or one already used for an answer, is refused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SANDBOX_BOTS } from '@skins/shared/sandbox-steam';
import { findUser } from '../steam/users.ts';
import { className } from '../steam/inventory.ts';
import { confirmationKey } from './confirmation-key.ts';
import type { TradingState } from './state.ts';

const TIME_TOLERANCE_S = 300;
const CONFIRMATION_TYPE_TRADE = 2;

type Params = Record<string, unknown>;

export function registerConfirmationRoutes(scope: FastifyInstance, state: TradingState): void {
  const { desk, sessions, clock, ctx } = state;

  /** The bot whose valid key signs this request, or a reason to refuse. */
  function authenticate(request: FastifyRequest, params: Params, answering: boolean): { owner: string } | { refusal: object } {
    const owner = sessions.communityUser(request);
    if (!owner) return { refusal: { success: false, needauth: true } };
    const bot = SANDBOX_BOTS.find((candidate) => candidate.steamId === owner);
    const time = Number(params['t']);
    const tag = String(params['tag'] ?? '');
    const fresh = Number.isInteger(time) && Math.abs(time - clock.nowSeconds()) <= TIME_TOLERANCE_S;
    const keyOk = fresh && bot !== undefined && params['a'] === owner && /^android:/.test(String(params['p'])) && params['k'] === confirmationKey(bot.identitySecret, time, tag);
    if (!fresh || !keyOk) return { refusal: { success: false, message: 'Invalid authenticator' } };
    if (answering && !desk.claimKeyTime(owner, time, tag)) return { refusal: { success: false, message: 'Invalid authenticator' } };
    return { owner };
  }

  scope.get('/steam/community/mobileconf/getlist', async (request) => {
    const auth = authenticate(request, request.query as Params, false);
    if ('refusal' in auth) return auth.refusal;
    // With the switch on, confirmations exist but never show (a real phone's "it never came").
    const hidden = ctx.faults.mode('steam.trade.confirmation') === 'missing';
    const conf = hidden
      ? []
      : desk.pendingConfirmations(auth.owner).map((confirmation) => {
          const offer = desk.offer(confirmation.offerId)!;
          return {
            type: CONFIRMATION_TYPE_TRADE,
            type_name: 'Trade Offer',
            id: confirmation.id,
            creator_id: confirmation.offerId,
            nonce: confirmation.nonce,
            creation_time: Math.floor(confirmation.createdAt / 1000),
            cancel: 'Cancel',
            accept: 'Send Offer',
            icon: '',
            multi: false,
            headline: findUser(offer.recipient).personaname,
            summary: [`You will give ${offer.senderItems.map((item) => className(item.classId)).join(', ') || 'nothing'}`, `You will receive ${offer.recipientItems.map((item) => className(item.classId)).join(', ') || 'nothing'}`],
            warn: null,
          };
        });
    return { success: true, conf };
  });

  const answer = (owner: string, op: unknown, pairs: [string, string][]) => {
    if (ctx.faults.mode('steam.trade.confirmation') === 'fail') return { success: false, message: 'Could not act on confirmation' };
    if (op !== 'allow' && op !== 'cancel') return { success: false };
    const done = pairs.map(([id, nonce]) => desk.answerConfirmation(owner, id, nonce, op === 'allow'));
    return { success: done.length > 0 && done.every(Boolean) };
  };

  scope.get('/steam/community/mobileconf/ajaxop', async (request) => {
    const params = request.query as Params;
    const auth = authenticate(request, params, true);
    if ('refusal' in auth) return auth.refusal;
    return answer(auth.owner, params['op'], [[String(params['cid']), String(params['ck'])]]);
  });

  scope.post('/steam/community/mobileconf/multiajaxop', async (request) => {
    const params = (request.body ?? {}) as Params;
    const auth = authenticate(request, params, true);
    if ('refusal' in auth) return auth.refusal;
    // request's form encoding writes arrays as cid[0]=…&cid[1]=…
    const listed = (name: string) => Object.keys(params).filter((key) => key.startsWith(`${name}[`)).map((key) => String(params[key]));
    const ids = listed('cid');
    const nonces = listed('ck');
    return answer(auth.owner, params['op'], ids.map((id, index) => [id, nonces[index] ?? '']));
  });
}
