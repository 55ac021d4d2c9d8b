/** The pure identity rules in packages/shared (the web forms use the same ones) and the OpenID checks. */
import {
  isSteamId64,
  isValidBic,
  isValidIban,
  isValidPhone,
  parseTradeUrl,
  passwordProblems,
  registerBodySchema,
  TRADE_URL_MESSAGES,
  tradeUrlProblem,
} from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { checkAssertion, OPENID_NS, parseCallbackQuery } from '../src/services/auth/steam-openid.ts';

describe('password rules (§5)', () => {
  it('needs a lowercase letter, an uppercase letter and a digit, in any script, 8 to 256 characters', () => {
    expect(passwordProblems('Abcdefg1')).toEqual([]);
    expect(passwordProblems('Ärger-ß-9')).toEqual([]);
    expect(passwordProblems('abcdefg1')).toHaveLength(1);
    expect(passwordProblems('ABCDEFG1')).toHaveLength(1);
    expect(passwordProblems('Abcdefgh')).toHaveLength(1);
    expect(passwordProblems('Ab1')).toEqual(['The password must be at least 8 characters.']);
    expect(passwordProblems(`Ab1${'x'.repeat(254)}`)).toEqual(['The password may not be longer than 256 characters.']);
  });

  it('reports a confirmation mismatch together with the other problems', () => {
    const result = registerBodySchema.safeParse({ name: '', surname: 'S', email: 'a@b.co', password: 'Abcdefg1', passConfirm: 'x', accept_terms: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'passConfirm']);
  });
});

describe('trade URL rules', () => {
  const steamId = '76561198100000002';
  const own = 'https://steamcommunity.com/tradeoffer/new/?partner=139734274&token=Ab_3-xYz';

  it('parses only Steam trade-offer links with a numeric partner and a token', () => {
    expect(parseTradeUrl(own)).toMatchObject({ partner: 139734274n, token: 'Ab_3-xYz' });
    expect(parseTradeUrl('https://steamcommunity.com/tradeoffer/new?token=Ab_3-xYz&partner=139734274')?.normalized).toBe(own);
    for (const bad of [
      'http://steamcommunity.com/tradeoffer/new/?partner=139734274&token=Ab_3-xYz',
      'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=Ab_3-xYz',
      'https://evil.example/?u=https://steamcommunity.com/tradeoffer/new/?partner=1&token=Ab_3-xYz',
      'https://steamcommunity.com/tradeoffer/new/?partner=abc&token=Ab_3-xYz',
      'https://steamcommunity.com/tradeoffer/new/?partner=1&token=Ab_3-xYz&partner=2',
      'https://steamcommunity.com/tradeoffer/new/?partner=1&token=bad!token',
      'https://steamcommunity.com/tradeoffer/new/?partner=1',
    ]) {
      expect(parseTradeUrl(bad), bad).toBeNull();
    }
  });

  it('accepts a trade URL only for the SteamID it belongs to (partner = SteamID64 - 76561197960265728)', () => {
    expect(tradeUrlProblem(own, steamId)).toBeNull();
    expect(tradeUrlProblem(own, '76561198100000001')).toBe(TRADE_URL_MESSAGES.otherAccount);
    expect(tradeUrlProblem(own, null)).toBeNull();
    expect(tradeUrlProblem('not a url', steamId)).toBe(TRADE_URL_MESSAGES.format);
  });

  it('knows a canonical individual SteamID64', () => {
    expect(isSteamId64(steamId)).toBe(true);
    expect(isSteamId64('76561197960265728')).toBe(false);
    expect(isSteamId64('76561202301376826')).toBe(false);
    expect(isSteamId64('7656119810000000')).toBe(false);
  });
});

describe('phone, IBAN and BIC rules', () => {
  it('checks them like the forms do', () => {
    expect(isValidPhone('+1234567890')).toBe(true);
    expect(isValidPhone('+371 (20) 000-000')).toBe(true);
    expect(isValidPhone('1234567')).toBe(false);
    expect(isValidPhone('+12345678901234567')).toBe(false);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 33')).toBe(false);
    expect(isValidBic('DEUTDEFF')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('DEUT1EFF')).toBe(false);
  });
});

describe('OpenID assertion checks', () => {
  const endpoint = 'http://127.0.0.1:4010/steam/openid/login';
  const returnTo = 'http://localhost:3000/auth/steam/callback?state=abc';
  const claimed = 'https://steamcommunity.com/openid/id/76561198100000001';
  const now = Date.parse('2026-01-01T12:00:00Z');
  const assertion = (changes: Record<string, string> = {}) =>
    new Map(
      Object.entries({
        state: 'abc',
        'openid.ns': OPENID_NS,
        'openid.mode': 'id_res',
        'openid.op_endpoint': endpoint,
        'openid.claimed_id': claimed,
        'openid.identity': claimed,
        'openid.return_to': returnTo,
        'openid.response_nonce': '2026-01-01T11:59:30Zabc123',
        'openid.assoc_handle': '1234567890',
        'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle',
        'openid.sig': 'c2lnbmF0dXJl',
        ...changes,
      }),
    );

  it('passes a well-formed assertion and names the SteamID', () => {
    expect(checkAssertion(assertion(), { endpoint, returnTo }, now)).toMatchObject({ ok: true, steamId: '76561198100000001' });
  });

  it.each([
    ['a foreign namespace', { 'openid.ns': 'http://openid.net/signon/1.1' }],
    ['another op_endpoint', { 'openid.op_endpoint': 'https://steamcommunity.com.evil/openid/login' }],
    ['another return_to', { 'openid.return_to': 'http://localhost:3000/auth/steam/callback?state=other' }],
    ['a stale nonce', { 'openid.response_nonce': '2026-01-01T11:50:00Zabc' }],
    ['a nonce from the future', { 'openid.response_nonce': '2026-01-01T12:10:00Zabc' }],
    ['an unsigned identity', { 'openid.signed': 'signed,op_endpoint,claimed_id,return_to,response_nonce,assoc_handle' }],
    ['a signed field we do not know', { 'openid.signed': 'signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle,extra' }],
    ['mode setup_needed', { 'openid.mode': 'setup_needed' }],
  ])('refuses %s', (_label, changes) => {
    expect(checkAssertion(assertion(changes), { endpoint, returnTo }, now)).toMatchObject({ ok: false, error: 'invalid' });
  });

  it('refuses smuggled and repeated parameters before anything else', () => {
    expect(parseCallbackQuery('/auth/steam/callback?state=a&openid.mode=id_res')).not.toBeNull();
    expect(parseCallbackQuery('/auth/steam/callback?state=a&state=b')).toBeNull();
    expect(parseCallbackQuery('/auth/steam/callback?state=a&openid.claimed_id%00=x')).toBeNull();
    expect(parseCallbackQuery('/auth/steam/callback?state=a&openid.extra=x')).toBeNull();
    expect(parseCallbackQuery('/auth/steam/callback?state=a%0A')).toBeNull();
  });
});
