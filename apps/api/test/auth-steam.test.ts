import { describe, expect, it } from 'vitest';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser, uniqueSteamId } from './helpers/identity.ts';
import { approve, decide, pathAndQuery, setSteamFault, startSteamSignIn, tamper, useSteamTestApp } from './helpers/steam.ts';

const WEB = 'http://localhost:5173';

describe('Steam sign-in (OpenID 2.0 against the sandbox)', () => {
  const ctx = useSteamTestApp();

  async function signIn(steamId: string, userType?: string) {
    const browser = new TestBrowser(ctx.app);
    const loginPage = await startSteamSignIn(browser, userType);
    const callback = await approve(loginPage, steamId);
    return { browser, loginPage, callback, response: await browser.get(pathAndQuery(callback)) };
  }

  async function expectRefused(browser: TestBrowser, callback: URL, error: string) {
    const response = await browser.get(pathAndQuery(callback));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${WEB}/?auth_error=${error}`);
    expect(browser.cookies.has('skins_session')).toBe(false);
  }

  it('redirects to the configured endpoint with checkid_setup, a one-time state in return_to and a state cookie', async () => {
    const browser = new TestBrowser(ctx.app);
    const loginPage = await startSteamSignIn(browser, 'seller');
    expect(`${loginPage.origin}${loginPage.pathname}`).toBe(`${ctx.sandbox.base}/steam/openid/login`);
    expect(Object.fromEntries(loginPage.searchParams)).toMatchObject({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.realm': 'http://localhost:3000',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
    const returnTo = new URL(loginPage.searchParams.get('openid.return_to')!);
    const state = returnTo.searchParams.get('state')!;
    expect(returnTo.origin + returnTo.pathname).toBe('http://localhost:3000/auth/steam/callback');
    expect(browser.cookies.get('skins_steam_state')).toBe(state);
    expect(await ctx.db.steamLoginState.findUnique({ where: { state } })).toMatchObject({ userType: 'seller', usedAt: null });
  });

  it('creates the user on first sign-in with the chosen type, name and avatar, and starts a session', async () => {
    const steamId = uniqueSteamId();
    const { browser, response } = await signIn(steamId, 'seller');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${WEB}/`);
    const user = await ctx.db.user.findUniqueOrThrow({ where: { steamId } });
    expect(user).toMatchObject({ userType: 'seller', email: null, avatarUrl: `${ctx.sandbox.base}/steam/avatars/${steamId}_full.svg` });
    expect(user.name).toMatch(new RegExp(`${steamId.slice(-4)}$`));
    expect((await browser.get('/api/is-auth')).json()).toEqual({ status: 'OK', authenticated: true, emailVerified: true });
    expect((await browser.get('/api/user/profile')).json().payload).toMatchObject({ steamId, user_type: 'seller', has_password: false });
  });

  it('signs an existing user in again without changing the account type', async () => {
    const steamId = uniqueSteamId();
    const existing = await createTestUser(ctx.db, { steamId, userType: 'buyer' });
    const { browser, response } = await signIn(steamId, 'seller');
    expect(response.headers.location).toBe(`${WEB}/`);
    expect((await browser.get('/api/user/profile')).json().payload).toMatchObject({ id: existing.id, user_type: 'buyer' });
    expect(await ctx.db.user.count({ where: { steamId } })).toBe(1);
  });

  it('returns to the page the sign-in started from (a fresh sign-in asked for by the account page), never to another site', async () => {
    const steamId = uniqueSteamId();
    await createTestUser(ctx.db, { steamId, email: null, password: null });
    for (const [then, location] of [['/account?tab=personal', `${WEB}/account?tab=personal`], ['//evil.test/x', `${WEB}/`], ['https://evil.test/', `${WEB}/`]] as const) {
      const browser = new TestBrowser(ctx.app);
      const callback = await approve(await startSteamSignIn(browser, undefined, then), steamId);
      const response = await browser.get(pathAndQuery(callback));
      expect(response.headers.location, then).toBe(location);
      expect(browser.cookies.has('skins_session')).toBe(true);
    }
  });

  it('returns to the web app with auth_error=cancelled when the user cancels at Steam', async () => {
    const browser = new TestBrowser(ctx.app);
    const callback = await decide(await startSteamSignIn(browser), 'cancel');
    await expectRefused(browser, callback, 'cancelled');
  });

  it('refuses an assertion whose claimed_id and identity were both altered (check_authentication says no)', async () => {
    const victim = uniqueSteamId();
    const browser = new TestBrowser(ctx.app);
    const callback = await approve(await startSteamSignIn(browser), uniqueSteamId());
    const claimed = `https://steamcommunity.com/openid/id/${victim}`;
    await expectRefused(browser, tamper(callback, { 'openid.claimed_id': claimed, 'openid.identity': claimed }), 'invalid');
    expect(await ctx.db.user.count({ where: { steamId: victim } })).toBe(0);
  });

  it('refuses claimed_id differing from identity, a foreign claimed_id host and a non-canonical SteamID', async () => {
    const steamId = uniqueSteamId();
    const forgeries: Array<Record<string, string>> = [
      { 'openid.claimed_id': `https://steamcommunity.com/openid/id/${uniqueSteamId()}` },
      { 'openid.claimed_id': `http://83.97.20.218:9291/openid/id/${steamId}`, 'openid.identity': `http://83.97.20.218:9291/openid/id/${steamId}` },
      { 'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561202301376826', 'openid.identity': 'https://steamcommunity.com/openid/id/76561202301376826' },
    ];
    for (const changes of forgeries) {
      const browser = new TestBrowser(ctx.app);
      const callback = await approve(await startSteamSignIn(browser), steamId);
      await expectRefused(browser, tamper(callback, changes), 'invalid');
    }
  });

  it('refuses a wrong op_endpoint, an unsigned claimed_id, and smuggled or repeated parameters', async () => {
    const steamId = uniqueSteamId();
    const forgeries: Array<(callback: URL) => URL> = [
      (callback) => tamper(callback, { 'openid.op_endpoint': 'https://evil.example/openid/login' }),
      (callback) => tamper(callback, { 'openid.signed': 'signed,op_endpoint,return_to,response_nonce,assoc_handle' }),
      (callback) => tamper(callback, { 'openid.claimed_id\u0000': 'x' }),
      (callback) => {
        const forged = new URL(callback);
        forged.searchParams.append('openid.claimed_id', `https://steamcommunity.com/openid/id/${uniqueSteamId()}`);
        return forged;
      },
    ];
    for (const forge of forgeries) {
      const browser = new TestBrowser(ctx.app);
      const callback = await approve(await startSteamSignIn(browser), steamId);
      await expectRefused(browser, forge(callback), 'invalid');
    }
    expect(await ctx.db.user.count({ where: { steamId } })).toBe(0);
  });

  it('uses a state once: a replayed callback and a second assertion for the same sign-in are refused', async () => {
    const browser = new TestBrowser(ctx.app);
    const loginPage = await startSteamSignIn(browser);
    const first = await approve(loginPage, uniqueSteamId());
    const second = await approve(loginPage, uniqueSteamId());
    const stateCookie = browser.cookies.get('skins_steam_state')!;
    expect((await browser.get(pathAndQuery(first))).headers.location).toBe(`${WEB}/`);

    const replayer = new TestBrowser(ctx.app);
    replayer.cookies.set('skins_steam_state', stateCookie);
    await expectRefused(replayer, first, 'expired');
    replayer.cookies.set('skins_steam_state', stateCookie);
    await expectRefused(replayer, second, 'expired');
  });

  it('refuses a nonce it has already accepted', async () => {
    const browser = new TestBrowser(ctx.app);
    const callback = await approve(await startSteamSignIn(browser), uniqueSteamId());
    const nonce = callback.searchParams.get('openid.response_nonce')!;
    await ctx.db.openIdNonce.create({ data: { nonce: `${ctx.sandbox.base}/steam/openid/login#${nonce}` } });
    await expectRefused(browser, callback, 'invalid');
  });

  it('refuses a callback finished in another browser (no state cookie) and an expired state', async () => {
    const starter = new TestBrowser(ctx.app);
    const callback = await approve(await startSteamSignIn(starter), uniqueSteamId());
    await expectRefused(new TestBrowser(ctx.app), callback, 'expired');

    const browser = new TestBrowser(ctx.app);
    const late = await approve(await startSteamSignIn(browser), uniqueSteamId());
    await ctx.db.steamLoginState.update({ where: { state: late.searchParams.get('state')! }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expectRefused(browser, late, 'expired');
  });

  it('refuses when check_authentication answers is_valid:false, and says unavailable when it fails', async () => {
    try {
      await setSteamFault(ctx.sandbox, 'fail');
      const browser = new TestBrowser(ctx.app);
      await expectRefused(browser, await approve(await startSteamSignIn(browser), uniqueSteamId()), 'invalid');
      await setSteamFault(ctx.sandbox, 'error');
      const other = new TestBrowser(ctx.app);
      await expectRefused(other, await approve(await startSteamSignIn(other), uniqueSteamId()), 'unavailable');
    } finally {
      await setSteamFault(ctx.sandbox, 'normal');
    }
  });
});

describe('Steam sign-in when the Steam Web API refuses (profile is best-effort)', () => {
  const ctx = useSteamTestApp({ STEAM_API_KEY: 'wrong-key' });

  it('still signs the user in, without a name or avatar', async () => {
    const steamId = uniqueSteamId();
    const browser = new TestBrowser(ctx.app);
    const callback = await approve(await startSteamSignIn(browser, 'buyer'), steamId);
    expect((await browser.get(pathAndQuery(callback))).headers.location).toBe(`${WEB}/`);
    expect(await ctx.db.user.findUniqueOrThrow({ where: { steamId } })).toMatchObject({ name: '', avatarUrl: null, userType: 'buyer' });
  });
});
