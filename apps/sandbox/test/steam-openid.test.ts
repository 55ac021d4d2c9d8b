import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { form, startSandbox } from './helpers.ts';
import type { RunningSandbox } from './helpers.ts';

const NS = 'http://specs.openid.net/auth/2.0';
const SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const RETURN_TO = 'http://localhost:3000/auth/steam/callback?state=s1';
const BUYER = '76561198100000001';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => fetch(`${sandbox.base}/reset`, { method: 'POST' }));

function authRequest(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'openid.ns': NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': RETURN_TO,
    'openid.realm': 'http://localhost:3000',
    'openid.identity': SELECT,
    'openid.claimed_id': SELECT,
    ...overrides,
  };
}

function loginUrl(params: Record<string, string>): string {
  return `${sandbox.base}/steam/openid/login?${new URLSearchParams(params)}`;
}

/** Picks a user on the picker page, as the Approve button does; returns the assertion the callback receives. */
async function approveAs(steamid: string): Promise<URL> {
  const response = await fetch(`${sandbox.base}/steam/openid/decide`, form({ ...authRequest(), action: `user:${steamid}` }));
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

function assertionParams(callback: URL): Record<string, string> {
  return Object.fromEntries([...callback.searchParams].filter(([key]) => key.startsWith('openid.')));
}

async function checkAuthentication(params: Record<string, string>): Promise<string> {
  const response = await fetch(
    `${sandbox.base}/steam/openid/login`,
    form({ ...params, 'openid.mode': 'check_authentication' }),
  );
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
}

const VALID = `ns:${NS}\nis_valid:true\n`;
const INVALID = `ns:${NS}\nis_valid:false\n`;

describe('Steam OpenID checkid_setup', () => {
  it('shows the user picker for a valid request', async () => {
    const response = await fetch(loginUrl(authRequest()));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Sandbox Buyer');
    expect(page).toContain(BUYER);
    expect(page).toContain('SANDBOX');
    expect(page).toContain('name="custom_steamid"');
  });

  it.each([
    ['a wrong ns', { 'openid.ns': 'http://specs.openid.net/auth/1.1' }, 'openid.ns'],
    ['a concrete identity', { 'openid.identity': `https://steamcommunity.com/openid/id/${BUYER}` }, 'Invalid claimed_id or identity'],
    ['a return_to outside the realm', { 'openid.realm': 'http://evil.test' }, 'does not match openid.realm'],
    ['a relative return_to', { 'openid.return_to': '/callback' }, 'absolute'],
    ['another mode', { 'openid.mode': 'checkid_immediate' }, 'checkid_setup'],
  ])('refuses %s with an error page', async (_name, overrides, message) => {
    const response = await fetch(loginUrl(authRequest(overrides)));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });

  it('accepts a wildcard realm covering the return_to host', async () => {
    const params = authRequest({ 'openid.realm': 'http://*.shop.test', 'openid.return_to': 'http://api.shop.test/cb' });
    expect((await fetch(loginUrl(params))).status).toBe(200);
  });

  it('approves with a positive assertion shaped like Steam’s', async () => {
    const callback = await approveAs(BUYER);
    expect(`${callback.origin}${callback.pathname}`).toBe('http://localhost:3000/auth/steam/callback');
    expect(callback.searchParams.get('state')).toBe('s1');
    const params = assertionParams(callback);
    expect(params).toMatchObject({
      'openid.ns': NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': `${sandbox.base}/steam/openid/login`,
      'openid.claimed_id': `https://steamcommunity.com/openid/id/${BUYER}`,
      'openid.identity': `https://steamcommunity.com/openid/id/${BUYER}`,
      'openid.return_to': RETURN_TO,
      'openid.assoc_handle': '1234567890',
      'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
    });
    expect(params['openid.response_nonce']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ.+$/);
    expect(Buffer.from(params['openid.sig'] ?? '', 'base64')).toHaveLength(32);
  });

  it('approves any typed SteamID64 and refuses a malformed one', async () => {
    const ok = await fetch(`${sandbox.base}/steam/openid/decide`, form({ ...authRequest(), action: 'custom', custom_steamid: '76561198999999999' }));
    expect(new URL(ok.headers.get('location') ?? '').searchParams.get('openid.claimed_id')).toBe(
      'https://steamcommunity.com/openid/id/76561198999999999',
    );
    const bad = await fetch(`${sandbox.base}/steam/openid/decide`, form({ ...authRequest(), action: 'custom', custom_steamid: '123' }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('17 digits');
  });

  it('cancel returns openid.mode=cancel to return_to', async () => {
    const response = await fetch(`${sandbox.base}/steam/openid/decide`, form({ ...authRequest(), action: 'cancel' }));
    const callback = new URL(response.headers.get('location') ?? '');
    expect(callback.searchParams.get('state')).toBe('s1');
    expect(callback.searchParams.get('openid.mode')).toBe('cancel');
    expect(callback.searchParams.get('openid.claimed_id')).toBeNull();
  });

  it('a remembered user (/steam/as/<id>) is approved at once; /steam/as/none forgets', async () => {
    const signIn = await fetch(`${sandbox.base}/steam/as/${BUYER}`);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toBe(`sandbox_steam_user=${BUYER}`);
    const login = await fetch(loginUrl(authRequest()), { headers: { cookie }, redirect: 'manual' });
    expect(login.status).toBe(302);
    const callback = new URL(login.headers.get('location') ?? '');
    expect(callback.searchParams.get('openid.identity')).toBe(`https://steamcommunity.com/openid/id/${BUYER}`);
    expect(await checkAuthentication(assertionParams(callback))).toBe(VALID);

    const signOut = await fetch(`${sandbox.base}/steam/as/none`);
    expect(signOut.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await fetch(`${sandbox.base}/steam/as/42`)).status).toBe(400);
  });
});

describe('Steam OpenID check_authentication', () => {
  it('is valid once for an issued assertion, then never again', async () => {
    const params = assertionParams(await approveAs(BUYER));
    expect(await checkAuthentication(params)).toBe(VALID);
    expect(await checkAuthentication(params)).toBe(INVALID);
  });

  it('also answers over GET', async () => {
    const params = assertionParams(await approveAs(BUYER));
    const response = await fetch(loginUrl({ ...params, 'openid.mode': 'check_authentication' }));
    expect(await response.text()).toBe(VALID);
  });

  it('is invalid for an altered claimed_id, signature or signed list; the untouched assertion still passes', async () => {
    const params = assertionParams(await approveAs(BUYER));
    const otherId = 'https://steamcommunity.com/openid/id/76561198100000002';
    expect(await checkAuthentication({ ...params, 'openid.claimed_id': otherId, 'openid.identity': otherId })).toBe(INVALID);
    expect(await checkAuthentication({ ...params, 'openid.claimed_id': otherId })).toBe(INVALID);
    expect(await checkAuthentication({ ...params, 'openid.sig': Buffer.alloc(32).toString('base64') })).toBe(INVALID);
    expect(await checkAuthentication({ ...params, 'openid.signed': 'signed,op_endpoint,return_to,response_nonce,assoc_handle' })).toBe(INVALID);
    expect(await checkAuthentication({ ...params, 'openid.return_to': 'http://localhost:3000/other' })).toBe(INVALID);
    expect(await checkAuthentication(params)).toBe(VALID);
  });

  it('is invalid for an assertion it never issued or with a repeated parameter', async () => {
    const params = assertionParams(await approveAs(BUYER));
    expect(await checkAuthentication({ ...params, 'openid.response_nonce': '2020-08-27T04:44:16Zforged' })).toBe(INVALID);
    const body = `${new URLSearchParams({ ...params, 'openid.mode': 'check_authentication' })}&openid.claimed_id=x`;
    const response = await fetch(`${sandbox.base}/steam/openid/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(await response.text()).toBe(INVALID);
  });

  it('refuses associations like Steam', async () => {
    const response = await fetch(`${sandbox.base}/steam/openid/login`, form({ 'openid.ns': NS, 'openid.mode': 'associate' }));
    expect(await response.text()).toContain('error:Associations not supported');
  });

  describe('fault switch steam.check_authentication', () => {
    const setFault = (value: string) =>
      fetch(`${sandbox.base}/faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ 'steam.check_authentication': value }),
      });

    it('fail answers is_valid:false for a genuine assertion', async () => {
      const params = assertionParams(await approveAs(BUYER));
      await setFault('fail');
      expect(await checkAuthentication(params)).toBe(INVALID);
      await setFault('normal');
      expect(await checkAuthentication(params)).toBe(VALID);
    });

    it('error answers HTTP 500', async () => {
      await setFault('error');
      const params = assertionParams(await approveAs(BUYER));
      const response = await fetch(`${sandbox.base}/steam/openid/login`, form({ ...params, 'openid.mode': 'check_authentication' }));
      expect(response.status).toBe(500);
    });

    it('slow delays the answer', async () => {
      await setFault('slow:300');
      const params = assertionParams(await approveAs(BUYER));
      const started = Date.now();
      expect(await checkAuthentication(params)).toBe(VALID);
      expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    });
  });
});
