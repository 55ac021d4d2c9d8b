/**
 * Steam sign-in as an OpenID 2.0 relying party, written out so every check of the knowhow (§1.5, §1.6) is
 * visible: the endpoint is pinned (never taken from the assertion), only known parameters are accepted, each
 * once, claimed_id equals identity and is a Steam id URL, the required fields are signed, return_to is ours,
 * and check_authentication is POSTed to the pinned endpoint with a body we build from the checked fields.
 * State and nonce bookkeeping is in steam-login.ts.
 */
import { isSteamId64 } from '@skins/shared';

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;
const ASSERTION_FIELDS = ['ns', 'mode', 'op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle', 'signed', 'sig'];
const REQUIRED_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];
const ALLOWED_PARAMS = new Set(['state', 'openid.error', 'openid.invalidate_handle', ...ASSERTION_FIELDS.map((field) => `openid.${field}`)]);
/** OpenID 2.0 §11.3: a nonce begins with its UTC issue time; older (or future) than this is refused. */
export const NONCE_MAX_SKEW_MS = 5 * 60_000;

export function steamRedirectUrl(endpoint: string, returnTo: string, realm: string): string {
  const params = new URLSearchParams({
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': returnTo,
    'openid.realm': realm,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  });
  return `${endpoint}?${params}`;
}

export type CallbackParams = Map<string, string>;

/**
 * The callback's query exactly as sent: a repeated or unknown parameter, or a control character anywhere,
 * rejects the whole thing (parameter smuggling, knowhow 1.6 D). Null when it is not acceptable.
 */
export function parseCallbackQuery(rawUrl: string): CallbackParams | null {
  const query = rawUrl.includes('?') ? rawUrl.slice(rawUrl.indexOf('?') + 1) : '';
  const params: CallbackParams = new Map();
  for (const [key, value] of new URLSearchParams(query)) {
    // eslint-disable-next-line no-control-regex
    if (!ALLOWED_PARAMS.has(key) || params.has(key) || /[\u0000-\u001f\u007f]/.test(value)) return null;
    params.set(key, value);
  }
  return params;
}

export type AssertionCheck =
  | { ok: true; steamId: string; nonce: string; fields: Record<string, string> }
  | { ok: false; error: 'cancelled' | 'invalid'; reason: string };

/** Every local check of a positive assertion; check_authentication comes after these pass. */
export function checkAssertion(params: CallbackParams, expected: { endpoint: string; returnTo: string }, now = Date.now()): AssertionCheck {
  const get = (field: string) => params.get(`openid.${field}`);
  const fail = (reason: string): AssertionCheck => ({ ok: false, error: 'invalid', reason });
  if (get('ns') !== OPENID_NS) return fail('openid.ns is not OpenID 2.0');
  const mode = get('mode');
  if (mode === 'cancel') return { ok: false, error: 'cancelled', reason: 'the user cancelled' };
  if (mode !== 'id_res') return fail(`openid.mode is ${mode ?? 'missing'}`);
  if (get('op_endpoint') !== expected.endpoint) return fail('op_endpoint is not the configured Steam endpoint');
  if (get('return_to') !== expected.returnTo) return fail('return_to is not the URL this sign-in was started with');
  const claimedId = get('claimed_id');
  if (!claimedId || claimedId !== get('identity')) return fail('claimed_id and identity differ');
  const steamId = CLAIMED_ID.exec(claimedId)?.[1];
  if (!steamId) return fail('claimed_id is not a Steam id URL');
  // Ids that differ only in universe/type/instance bits name the same account (knowhow 1.6 G): canonical only.
  if (!isSteamId64(steamId)) return fail('claimed_id is not the canonical SteamID64 of an individual account');
  const signed = (get('signed') ?? '').split(',');
  if (!REQUIRED_SIGNED.every((field) => signed.includes(field))) return fail('a required field is not signed');
  if (!signed.every((field) => ASSERTION_FIELDS.includes(field))) return fail('an unknown field is signed');
  if (!get('sig') || !get('assoc_handle')) return fail('signature missing');
  const nonce = get('response_nonce') ?? '';
  const issued = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)./.exec(nonce)?.[1];
  if (!issued || Math.abs(now - Date.parse(issued)) > NONCE_MAX_SKEW_MS) return fail('response_nonce is missing, stale or from the future');
  const fields = Object.fromEntries(ASSERTION_FIELDS.map((field) => [field, get(field) ?? '']));
  return { ok: true, steamId, nonce, fields };
}

/**
 * Asks the pinned endpoint whether it issued this assertion (Steam is stateless-only). The body holds only
 * the checked fields; Origin/Referer are sent because Steam has at times refused requests without them.
 */
export async function verifyWithProvider(endpoint: string, fields: Record<string, string>, timeoutMs = 10_000): Promise<boolean> {
  const body = new URLSearchParams();
  for (const [field, value] of Object.entries(fields)) body.set(`openid.${field}`, field === 'mode' ? 'check_authentication' : value);
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://steamcommunity.com', referer: 'https://steamcommunity.com/' },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 200) throw new Error(`check_authentication answered HTTP ${response.status}`);
  const lines = new Map(
    (await response.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)] as const),
  );
  return lines.get('ns') === OPENID_NS && lines.get('is_valid') === 'true';
}
