/**
 * Web sessions the way steam-session's `getWebCookies()` gets them (its LoginSession.ts): the refresh token
 * is posted as `nonce` to login's /jwt/finalizelogin, which answers `transfer_info`; each transfer URL is
 * posted `{steamID, nonce, auth}` and sets `steamLoginSecure=<steamid>||<access token>`. The trade libraries
 * then use that cookie on the community site and the access token from it for the Web API. Only the sandbox
 * bots' refresh tokens (`sandboxRefreshToken`) are accepted; access tokens are signed here and expire after
 * SANDBOX_STEAM_ACCESS_TOKEN_SECONDS of the trading clock.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SANDBOX_BOTS, SANDBOX_TOKEN_ISSUER, sandboxRefreshToken } from '@skins/shared/sandbox-steam';
import { readCookie } from '../context.ts';
import type { TradingClock } from './clock.ts';

const TRANSFER_TTL_MS = 60_000;
const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface Transfer {
  steamId: string;
  nonce: string;
  auth: string;
}

export class WebSessions {
  private readonly secret = randomBytes(32);
  private readonly transfers = new Map<string, Transfer & { expiresAt: number }>();

  constructor(
    private readonly clock: TradingClock,
    private readonly accessTokenSeconds: number,
  ) {}

  /** The bot a refresh token belongs to, or null when it is not exactly one the sandbox issued. */
  botForRefreshToken(token: string): string | null {
    return SANDBOX_BOTS.find((bot) => sandboxRefreshToken(bot.steamId) === token)?.steamId ?? null;
  }

  /** A one-time transfer for finalizelogin's answer. */
  beginTransfer(steamId: string): Transfer {
    const transfer = { steamId, nonce: randomBytes(16).toString('hex'), auth: randomBytes(16).toString('hex') };
    this.transfers.set(transfer.nonce, { ...transfer, expiresAt: this.clock.now() + TRANSFER_TTL_MS });
    return transfer;
  }

  /** Redeems a transfer (once) for an access token; null when it is unknown, used, expired or mismatched. */
  completeTransfer(form: Record<string, string>): { steamId: string; accessToken: string } | null {
    const transfer = this.transfers.get(form['nonce'] ?? '');
    if (!transfer) return null;
    this.transfers.delete(transfer.nonce);
    if (transfer.expiresAt < this.clock.now() || transfer.auth !== form['auth'] || transfer.steamId !== form['steamID']) return null;
    return { steamId: transfer.steamId, accessToken: this.mintAccessToken(transfer.steamId) };
  }

  /** A JWT like Steam's access tokens (aud web, sub the account), signed with this process's secret. */
  mintAccessToken(steamId: string): string {
    const now = this.clock.nowSeconds();
    const head = `${base64Url({ typ: 'JWT', alg: 'HS256' })}.${base64Url({ iss: SANDBOX_TOKEN_ISSUER, sub: steamId, aud: ['web'], exp: now + this.accessTokenSeconds, nbf: now, iat: now, jti: randomBytes(8).toString('hex') })}`;
    return `${head}.${this.sign(head)}`;
  }

  /** The account an access token is for, if it is genuine and not expired. */
  verifyAccessToken(token: string): string | null {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return null;
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string; exp: number };
    return claims.exp > this.clock.nowSeconds() ? claims.sub : null;
  }

  /**
   * The account signed in on a community request: a genuine `steamLoginSecure` cookie for the SteamID it
   * names, and (for a form post) a `sessionid` field equal to the `sessionid` cookie, Steam's CSRF check.
   */
  communityUser(request: FastifyRequest, form?: Record<string, string>): string | null {
    const [steamId, token] = (readCookie(request, 'steamLoginSecure') ?? '').split('||');
    if (!steamId || !token || this.verifyAccessToken(token) !== steamId) return null;
    if (form && (!form['sessionid'] || form['sessionid'] !== readCookie(request, 'sessionid'))) return null;
    return steamId;
  }

  clear(): void {
    this.transfers.clear();
  }

  private sign(data: string): string {
    return createHmac('sha256', this.secret).update(data).digest('base64url');
  }
}
