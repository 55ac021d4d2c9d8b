/** The web-session login (sessions.ts): finalizelogin on login's host, the cookie transfer on the community's. */
import type { FastifyInstance } from 'fastify';
import { singleValued } from '../context.ts';
import { addressedToSteam } from './hosts.ts';
import { EResult } from './model.ts';
import type { TradingState } from './state.ts';

export function registerLoginRoutes(scope: FastifyInstance, state: TradingState): void {
  scope.post('/steam/login/jwt/finalizelogin', async (request, reply) => {
    const form = singleValued(request.body);
    const steamId = form ? state.sessions.botForRefreshToken(form['nonce'] ?? '') : null;
    if (!form || !steamId || !form['sessionid']) return reply.send({ error: EResult.AccessDenied });
    const transfer = state.sessions.beginTransfer(steamId);
    // The transfer goes back the way the client came: to Steam's host, or to this sandbox as the client named it
    // (which may differ from SANDBOX_PUBLIC_URL, e.g. another container's name for it).
    const url = addressedToSteam(request.headers.host) ? 'https://steamcommunity.com/login/settoken' : `${request.protocol}://${request.host}/steam/community/login/settoken`;
    return reply.send({
      steamID: steamId,
      redir: form['redir'] ?? 'https://steamcommunity.com/',
      transfer_info: [{ url, params: { nonce: transfer.nonce, auth: transfer.auth } }],
      primary_domain: 'steamcommunity.com',
    });
  });

  scope.post('/steam/community/login/settoken', async (request, reply) => {
    const form = singleValued(request.body);
    const session = form ? state.sessions.completeTransfer(form) : null;
    if (!session) return reply.send({ result: EResult.AccessDenied });
    const value = encodeURIComponent(`${session.steamId}||${session.accessToken}`);
    reply.header('set-cookie', `steamLoginSecure=${value}; Path=/; Secure; HttpOnly; SameSite=None`);
    return reply.send({ result: 1, rtExpiry: 0 });
  });
}
