import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OpenID 2.0 provider logic, kept free of HTTP so it reads like the spec. Steam is a stateless-only
 * provider: it never makes associations, every assertion is verified with check_authentication, and it
 * answers that at most once per assertion (OpenID 2.0 §11.4.2.1). The sandbox does the same, signing with
 * a per-process secret so that nothing it issues can pass against real Steam, and nothing real passes here.
 */
export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
export const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
export const CLAIMED_ID_PREFIX = 'https://steamcommunity.com/openid/id/';
/** Steam's constant association handle; strict relying parties pin it. */
export const ASSOC_HANDLE = '1234567890';
const SIGNED_FIELDS = ['signed', 'op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];
const REQUIRED_SIGNED = SIGNED_FIELDS.slice(1);
/** Unverified assertions are forgotten after this long, like an OP's nonce window. */
const ASSERTION_TTL_MS = 10 * 60 * 1000;

export type Params = Record<string, string>;

export interface AuthRequest {
  returnTo: string;
  realm: string;
}

export type AuthRequestResult = { ok: true; request: AuthRequest } | { ok: false; error: string };

/** Validates a checkid_setup request the way Steam does, before anything is shown to the user. */
export function parseAuthRequest(params: Params): AuthRequestResult {
  if (params['openid.ns'] !== OPENID_NS) return { ok: false, error: `openid.ns must be ${OPENID_NS}` };
  if (params['openid.mode'] !== 'checkid_setup') return { ok: false, error: 'openid.mode must be checkid_setup' };
  if (params['openid.identity'] !== IDENTIFIER_SELECT || params['openid.claimed_id'] !== IDENTIFIER_SELECT) {
    return { ok: false, error: 'Invalid claimed_id or identity' };
  }
  const returnTo = params['openid.return_to'];
  if (!returnTo || !isHttpUrl(returnTo)) return { ok: false, error: 'openid.return_to must be an absolute http(s) URL' };
  const realm = params['openid.realm'] ?? returnTo;
  if (!isHttpUrl(realm.replace('://*.', '://'))) return { ok: false, error: 'openid.realm must be an absolute http(s) URL' };
  if (!returnToMatchesRealm(returnTo, realm)) {
    return { ok: false, error: 'openid.return_to does not match openid.realm (the realm must be a prefix of return_to)' };
  }
  return { ok: true, request: { returnTo, realm } };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hash === '';
  } catch {
    return false;
  }
}

/** OpenID 2.0 §9.2.1: same scheme and port, host equal (or under a `*.` wildcard), path a prefix. */
export function returnToMatchesRealm(returnTo: string, realm: string): boolean {
  const wildcard = realm.includes('://*.');
  const realmUrl = new URL(realm.replace('://*.', '://'));
  const target = new URL(returnTo);
  if (realmUrl.protocol !== target.protocol || realmUrl.port !== target.port) return false;
  const hostOk = wildcard
    ? target.hostname === realmUrl.hostname || target.hostname.endsWith(`.${realmUrl.hostname}`)
    : target.hostname === realmUrl.hostname;
  if (!hostOk) return false;
  const realmPath = realmUrl.pathname;
  return target.pathname === realmPath || target.pathname.startsWith(realmPath.endsWith('/') ? realmPath : `${realmPath}/`);
}

/** `2020-08-27T04:44:16Z` followed by a unique suffix, as Steam sends it. */
function makeNonce(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z') + randomBytes(20).toString('base64');
}

/** Key-Value form (OpenID 2.0 §4.1.1) of the signed fields, in the order the `signed` list gives. */
function keyValueForm(fields: string[], params: Params): string {
  return fields.map((field) => `${field}:${params[`openid.${field}`] ?? ''}\n`).join('');
}

interface IssuedAssertion {
  sig: string;
  expiresAt: number;
}

export class OpenIdProvider {
  private readonly secret = randomBytes(32);
  private readonly issued = new Map<string, IssuedAssertion>();

  private sign(fields: string[], params: Params): string {
    return createHmac('sha256', this.secret).update(keyValueForm(fields, params)).digest('base64');
  }

  /** Builds the positive assertion's parameters and remembers it so it can be verified once. */
  issueAssertion(request: AuthRequest, steamid: string, opEndpoint: string, now = new Date()): Params {
    const claimedId = `${CLAIMED_ID_PREFIX}${steamid}`;
    const params: Params = {
      'openid.ns': OPENID_NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': opEndpoint,
      'openid.claimed_id': claimedId,
      'openid.identity': claimedId,
      'openid.return_to': request.returnTo,
      'openid.response_nonce': makeNonce(now),
      'openid.assoc_handle': ASSOC_HANDLE,
      'openid.signed': SIGNED_FIELDS.join(','),
    };
    params['openid.sig'] = this.sign(SIGNED_FIELDS, params);
    this.prune(now.getTime());
    this.issued.set(params['openid.response_nonce'] ?? '', { sig: params['openid.sig'], expiresAt: now.getTime() + ASSERTION_TTL_MS });
    return params;
  }

  /**
   * check_authentication: true only for an assertion this provider issued, unaltered, and never verified
   * before. The signature is recomputed from the fields the request claims were signed, so changing any
   * of them (claimed_id above all) makes it fail.
   */
  checkAuthentication(params: Params, now = Date.now()): boolean {
    if (params['openid.ns'] !== OPENID_NS || params['openid.assoc_handle'] !== ASSOC_HANDLE) return false;
    const signed = (params['openid.signed'] ?? '').split(',');
    if (!REQUIRED_SIGNED.every((field) => signed.includes(field))) return false;
    if (params['openid.claimed_id'] !== params['openid.identity']) return false;
    const nonce = params['openid.response_nonce'] ?? '';
    const issued = this.issued.get(nonce);
    if (!issued || issued.expiresAt < now) return false;
    const given = Buffer.from(params['openid.sig'] ?? '', 'base64');
    const expected = Buffer.from(this.sign(signed, params), 'base64');
    const original = Buffer.from(issued.sig, 'base64');
    if (given.length !== expected.length || !timingSafeEqual(given, expected) || !timingSafeEqual(expected, original)) {
      return false;
    }
    // One successful answer per assertion: a replayed callback must not sign anyone in twice.
    this.issued.delete(nonce);
    return true;
  }

  reset(): void {
    this.issued.clear();
  }

  private prune(now: number): void {
    for (const [nonce, assertion] of this.issued) if (assertion.expiresAt < now) this.issued.delete(nonce);
  }
}

/** Appends the assertion to return_to, keeping the relying party's own query (e.g. its `state`). */
export function appendParams(url: string, params: Params): string {
  const query = new URLSearchParams(params).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function keyValueResponse(entries: Record<string, string>): string {
  return Object.entries(entries).map(([key, value]) => `${key}:${value}\n`).join('');
}
