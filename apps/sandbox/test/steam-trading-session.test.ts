import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxRefreshToken } from '@skins/shared/sandbox-steam';
import { startSandbox, type RunningSandbox } from './helpers.ts';
import { BOT, BUYER, econ, logIn, multipart } from './steam-trading-helpers.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ SANDBOX_STEAM_ACCESS_TOKEN_SECONDS: '600' });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.base}/reset`, { method: 'POST' });
});

/** A request as the libraries send it through the test agent: to the sandbox's port, addressed to a Steam host. */
function asSteam(host: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<{ status: number; body: string }> {
  const { port } = new URL(sandbox.base);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { host, ...init.headers } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe("Steam's hosts", () => {
  it('answers requests addressed to steamcommunity.com and api.steampowered.com like the sandbox paths', async () => {
    const steam = await asSteam('steamcommunity.com', `/inventory/${BUYER}/570/2?l=english&count=10`);
    const sandboxAnswer = await (await fetch(`${sandbox.base}/steam/community/inventory/${BUYER}/570/2?l=english&count=10`)).text();
    expect(steam.status).toBe(200);
    expect(steam.body).toBe(sandboxAnswer);
    const time = await asSteam('api.steampowered.com', '/ITwoFactorService/QueryTime/v1/', { method: 'POST' });
    expect(JSON.parse(time.body).response.server_time).toMatch(/^\d{10}$/);
  });

  it('answers an absolute request line (a forward proxy) the same way, and leaves other hosts alone', async () => {
    const absolute = await asSteam('steamcommunity.com', `https://steamcommunity.com/inventory/${BUYER}/570/2`);
    expect(JSON.parse(absolute.body).success).toBe(1);
    expect((await asSteam('example.com', `/inventory/${BUYER}/570/2`)).status).toBe(404);
  });
});

describe('web sessions (getWebCookies)', () => {
  it('gives a bot a steamLoginSecure cookie whose access token opens the Web API', async () => {
    const login = await logIn(sandbox.base);
    expect(login.cookie).toMatch(new RegExp(`^steamLoginSecure=${BOT.steamId}%7C%7C`));
    const claims = JSON.parse(Buffer.from(login.accessToken.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ sub: BOT.steamId, aud: ['web'] });
    expect(claims.exp - claims.iat).toBe(600);
    const offers = await econ(sandbox.base, 'GetTradeOffers', { access_token: login.accessToken, get_sent_offers: '1', active_only: '1', time_historical_cutoff: '0' });
    expect(offers.status).toBe(200);
    expect(offers.headers.get('x-eresult')).toBe('1');
  });

  it("names Steam's transfer URL to a client that addressed Steam, and the sandbox's to one that did not", async () => {
    const body = multipart({ nonce: sandboxRefreshToken(BOT.steamId), sessionid: 'x', redir: 'https://steamcommunity.com/' });
    const direct = (await (await fetch(`${sandbox.base}/steam/login/jwt/finalizelogin`, { method: 'POST', body })).json()) as { transfer_info: { url: string }[] };
    expect(direct.transfer_info[0]!.url).toBe(`${sandbox.base}/steam/community/login/settoken`);
    const encoded = new Response(body);
    const viaSteam = await asSteam('login.steampowered.com', '/jwt/finalizelogin', {
      method: 'POST',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(JSON.parse(viaSteam.body).transfer_info[0].url).toBe('https://steamcommunity.com/login/settoken');
  });

  it('accepts only the sandbox bots’ refresh tokens, and each transfer once', async () => {
    const refused = await fetch(`${sandbox.base}/steam/login/jwt/finalizelogin`, { method: 'POST', body: multipart({ nonce: sandboxRefreshToken(BUYER), sessionid: 'x', redir: '' }) });
    expect(await refused.json()).toEqual({ error: 15 });
    const finalize = await fetch(`${sandbox.base}/steam/login/jwt/finalizelogin`, { method: 'POST', body: multipart({ nonce: sandboxRefreshToken(BOT.steamId), sessionid: 'x', redir: '' }) });
    const { transfer_info } = (await finalize.json()) as { transfer_info: { url: string; params: Record<string, string> }[] };
    const transfer = () => fetch(transfer_info[0]!.url, { method: 'POST', body: multipart({ steamID: BOT.steamId, ...transfer_info[0]!.params }) });
    expect((await transfer()).headers.getSetCookie()).toHaveLength(1);
    const replay = await transfer();
    expect(replay.headers.getSetCookie()).toHaveLength(0);
    expect(await replay.json()).toEqual({ result: 15 });
  });

  it('lets access tokens expire on the trading clock: the Web API then answers 401 "Access is denied"', async () => {
    const { accessToken } = await logIn(sandbox.base);
    await fetch(`${sandbox.base}/steam/trading/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: 601 }) });
    const expired = await econ(sandbox.base, 'GetTradeOffers', { access_token: accessToken });
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('Access is denied');
    const forged = await econ(sandbox.base, 'GetTradeOffers', { access_token: `${accessToken.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
  });

  it('goes down with the steam.login switch', async () => {
    await fetch(`${sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'steam.login': 'down' }) });
    const down = await fetch(`${sandbox.base}/steam/login/jwt/finalizelogin`, { method: 'POST', body: multipart({ nonce: sandboxRefreshToken(BOT.steamId), sessionid: 'x', redir: '' }) });
    expect(down.status).toBe(503);
  });
});
