import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_SLOW_MS, sleep } from '../faults.ts';
import { readCookie, singleValued } from '../context.ts';
import type { SandboxContext } from '../context.ts';
import { appendParams, keyValueResponse, OPENID_NS, parseAuthRequest } from './openid.ts';
import type { AuthRequest, OpenIdProvider, Params } from './openid.ts';
import { errorPage, pickerPage, signedInPage, usersPage } from './pages.ts';
import { STEAM_ID_PATTERN } from './users.ts';

/** Remembers a signed-in sandbox Steam user, like Steam's own login cookie. */
export const USER_COOKIE = 'sandbox_steam_user';

export function registerOpenIdRoutes(app: FastifyInstance, ctx: SandboxContext, provider: OpenIdProvider): void {
  const opEndpoint = () => `${ctx.publicBase()}/steam/openid/login`;

  // Discovery document, for relying parties that start from https://steamcommunity.com/openid.
  app.get('/steam/openid', async (_request, reply) => {
    reply.type('application/xrds+xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>
<xrds:XRDS xmlns:xrds="xri://$xrds" xmlns="xri://$xrd*($v*2.0)"><XRD><Service priority="0">
<Type>http://specs.openid.net/auth/2.0/server</Type><URI>${opEndpoint()}</URI>
</Service></XRD></xrds:XRDS>`;
  });

  app.get('/steam/openid/login', async (request, reply) => {
    const params = singleValued(request.query);
    if (!params) {
      // A repeated parameter is how assertion smuggling starts; answer it like any other invalid request.
      if (request.url.includes('check_authentication')) return sendValidity(reply, false);
      return reply.code(400).type('text/html').send(errorPage('Invalid params: a parameter was repeated'));
    }
    if (params['openid.mode'] === 'check_authentication') return checkAuthentication(params, reply);
    const parsed = parseAuthRequest(params);
    if (!parsed.ok) return reply.code(400).type('text/html').send(errorPage(parsed.error));
    const remembered = readCookie(request, USER_COOKIE);
    if (remembered && STEAM_ID_PATTERN.test(remembered)) return approve(reply, parsed.request, remembered);
    return reply.type('text/html').send(pickerPage(parsed.request));
  });

  app.post('/steam/openid/login', async (request, reply) => {
    const params = singleValued(request.body);
    if (!params) return sendValidity(reply, false);
    const mode = params['openid.mode'];
    if (mode === 'check_authentication') return checkAuthentication(params, reply);
    reply.type('text/plain; charset=utf-8');
    if (mode === 'associate') {
      // Steam is stateless-only and says so in exactly these words.
      return keyValueResponse({ ns: OPENID_NS, error_code: 'unsupported-type', error: 'Associations not supported' });
    }
    return reply.code(400).send(keyValueResponse({ ns: OPENID_NS, error: 'Invalid params' }));
  });

  app.post('/steam/openid/decide', async (request, reply) => {
    const form = singleValued(request.body);
    const parsed = form ? parseAuthRequest(form) : ({ ok: false, error: 'Invalid params' } as const);
    if (!form || !parsed.ok) return reply.code(400).type('text/html').send(errorPage(parsed.ok ? 'Invalid params' : parsed.error));
    const action = form['action'] ?? '';
    if (action === 'cancel') {
      return reply.redirect(appendParams(parsed.request.returnTo, { 'openid.ns': OPENID_NS, 'openid.mode': 'cancel' }), 303);
    }
    const steamid = action === 'custom' ? (form['custom_steamid'] ?? '').trim() : action.replace(/^user:/, '');
    if (!STEAM_ID_PATTERN.test(steamid)) {
      const message = 'A SteamID64 is 17 digits starting with 7656119.';
      return reply.code(400).type('text/html').send(pickerPage(parsed.request, message));
    }
    if (form['remember'] === '1') rememberUser(reply, steamid);
    return approve(reply, parsed.request, steamid, 303);
  });

  app.get<{ Params: { steamid: string } }>('/steam/as/:steamid', async (request, reply) => {
    const { steamid } = request.params;
    if (steamid === 'none') {
      reply.header('set-cookie', `${USER_COOKIE}=; Path=/steam; HttpOnly; SameSite=Lax; Max-Age=0`);
      return reply.type('text/html').send(signedInPage(undefined));
    }
    if (!STEAM_ID_PATTERN.test(steamid)) {
      return reply.code(400).type('text/html').send(errorPage('A SteamID64 is 17 digits starting with 7656119.'));
    }
    rememberUser(reply, steamid);
    return reply.type('text/html').send(signedInPage(steamid));
  });

  app.get('/steam/users', async (request: FastifyRequest, reply) => {
    return reply.type('text/html').send(usersPage(readCookie(request, USER_COOKIE)));
  });

  function approve(reply: FastifyReply, request: AuthRequest, steamid: string, code: 302 | 303 = 302) {
    const assertion = provider.issueAssertion(request, steamid, opEndpoint());
    return reply.redirect(appendParams(request.returnTo, assertion), code);
  }

  async function checkAuthentication(params: Params, reply: FastifyReply) {
    const fault = ctx.faults.mode('steam.check_authentication');
    if (fault === 'error') return reply.code(500).type('text/html').send('<h1>Internal Server Error</h1>');
    if (fault === 'slow') await sleep(ctx.faults.millis('steam.check_authentication', DEFAULT_SLOW_MS));
    return sendValidity(reply, fault !== 'fail' && provider.checkAuthentication(params));
  }
}

function sendValidity(reply: FastifyReply, valid: boolean) {
  return reply.type('text/plain; charset=utf-8').send(keyValueResponse({ ns: OPENID_NS, is_valid: String(valid) }));
}

function rememberUser(reply: FastifyReply, steamid: string): void {
  reply.header('set-cookie', `${USER_COOKIE}=${steamid}; Path=/steam; HttpOnly; SameSite=Lax; Max-Age=${30 * 24 * 3600}`);
}
