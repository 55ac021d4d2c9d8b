/**
 * The Steam callback, every relying-party check in order (knowhow/steam-openid-and-sessions.md): the
 * parameters are well formed and not repeated, the one-time state is unused and is the one this browser
 * holds, the assertion names our return_to and Steam's endpoint, its nonce is new, Steam itself confirms it
 * (check_authentication), and only then is the user found or created. The route turns the outcome into
 * a session or a redirect with the error code.
 */
import type { Db, UserModel } from '@skins/db';
import type { SteamAuthError } from '@skins/shared';
import { safeEqual } from '../../lib/secrets.ts';
import { linkSteamAccount } from './link-steam-account.ts';
import { claimSteamLoginState, findOrCreateSteamUser, recordNonce } from './steam-login.ts';
import { checkAssertion, parseCallbackQuery, verifyWithProvider } from './steam-openid.ts';
import { fetchSteamProfile } from './steam-profile.ts';

export interface SteamEndpoints {
  openIdEndpoint: string;
  webApiUrl: string;
  webApiKey: string;
}

export type SteamLoginOutcome =
  | { ok: true; user: UserModel; thenPath: string | null }
  /** A signed-in user proved this Steam account theirs (a link, not a sign-in): no new session. */
  | { ok: true; linked: { userId: number; steamId: string; thenPath: string | null } }
  | { ok: false; error: SteamAuthError; reason: string; cause?: unknown };

export async function completeSteamLogin(db: Db, rawUrl: string, browserState: string, steam: SteamEndpoints): Promise<SteamLoginOutcome> {
  const refuse = (error: SteamAuthError, reason: string, cause?: unknown): SteamLoginOutcome => ({ ok: false, error, reason, cause });

  const params = parseCallbackQuery(rawUrl);
  if (!params) return refuse('invalid', 'unknown, repeated or malformed parameters');
  const state = params.get('state') ?? '';
  // Claimed before anything else, so a state is used up even when a later check fails.
  const claimed = state ? await claimSteamLoginState(db, state) : null;
  if (params.get('openid.mode') === 'cancel') return refuse('cancelled', 'cancelled at Steam');
  if (!claimed || !browserState || !safeEqual(state, browserState)) return refuse('expired', 'unknown, used, expired or foreign state');

  const check = checkAssertion(params, { endpoint: steam.openIdEndpoint, returnTo: claimed.returnTo ?? '' });
  if (!check.ok) return refuse(check.error, check.reason);
  if (!(await recordNonce(db, steam.openIdEndpoint, check.nonce))) return refuse('invalid', 'response_nonce replayed');
  let valid: boolean;
  try {
    valid = await verifyWithProvider(steam.openIdEndpoint, check.fields);
  } catch (error) {
    return refuse('unavailable', 'check_authentication did not answer', error);
  }
  if (!valid) return refuse('invalid', 'check_authentication answered is_valid:false');

  if (claimed.linkUserId !== null) {
    const linked = await linkSteamAccount(db, claimed.linkUserId, check.steamId);
    if (linked !== 'linked') return refuse(linked, linked === 'taken' ? 'the Steam account belongs to another user' : 'the user has another Steam account linked');
    return { ok: true, linked: { userId: claimed.linkUserId, steamId: check.steamId, thenPath: claimed.thenPath } };
  }
  const profile = await fetchSteamProfile(steam.webApiUrl, steam.webApiKey, check.steamId);
  return { ok: true, user: await findOrCreateSteamUser(db, check.steamId, claimed.userType, profile), thenPath: claimed.thenPath };
}
