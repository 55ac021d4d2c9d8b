/**
 * One bot's web session on the real libraries: steam-session's LoginSession (WebBrowser platform) turns the
 * refresh token into web cookies (`getWebCookies()`), which go to a new steamcommunity instance and a
 * steam-tradeoffer-manager over it (`setCookies`). The manager never polls by itself (pollInterval -1): the
 * engine lists offers with its own persisted cursor (`listOffers(since)`), so no poll data is kept here.
 * Renewed a quarter of the access token's life (at most 5 minutes) before it expires, or when Steam says
 * the session is gone.
 */
import type { Agent } from 'node:https';
import Request from 'request';
import steamSession from 'steam-session';
import SteamCommunity from 'steamcommunity';
import TradeOfferManager from 'steam-tradeoffer-manager';
import type { BotAccount } from './port.ts';
import { TradeError } from './port.ts';
import { tradeErrorFromLibrary } from './steam-errors.ts';

const { LoginSession, EAuthTokenPlatformType } = steamSession;

export interface SteamLibraryOptions {
  /**
   * Carries every request of the three libraries: steam-session's `agent` option, and steamcommunity's
   * `request` option as `request.defaults({ agent })`. Unset: the libraries' own agents (production).
   */
  agent?: Agent;
  /** Per request, in ms: steamcommunity's `timeout` option, and a bound on the login. */
  timeoutMs: number;
}

export interface BotSession {
  community: SteamCommunity;
  manager: TradeOfferManager;
  accessToken: string;
  expiresAt: Date;
  renewAt: number;
  /** Steam's clock minus ours (ITwoFactorService/QueryTime), for confirmation keys. */
  timeOffset: number;
}

/** steamcommunity's callback style, as a promise; every failure becomes a TradeError. */
export function call<T>(start: (callback: (err: Error | null, result: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => start((err, result) => (err ? reject(tradeErrorFromLibrary(err)) : resolve(result))));
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TradeError('unavailable', `${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A Steam Web API call through the community's documented httpRequest, with the session's access token. */
export async function webApi(session: Pick<BotSession, 'community' | 'accessToken'>, verb: 'GET' | 'POST', path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
  const all = { ...params, access_token: session.accessToken };
  const { response, body } = await call<{ response: SteamCommunity.HttpResponse; body: unknown }>((done) =>
    session.community.httpRequest({ uri: `https://api.steampowered.com/${path}`, method: verb, json: true, ...(verb === 'GET' ? { qs: all } : { form: all }) }, (err, response, body) =>
      done(err, { response: response!, body }),
    ),
  );
  const eresult = Number(response.headers['x-eresult'] ?? 1);
  if (eresult !== 1) throw tradeErrorFromLibrary(Object.assign(new Error(`Steam answered ${path} with EResult ${eresult}`), { eresult }));
  const answer = (body as { response?: Record<string, unknown> } | null)?.response;
  if (!answer) throw new TradeError('unavailable', `Malformed answer from ${path}`);
  return answer;
}

export async function openBotSession(bot: BotAccount, options: SteamLibraryOptions): Promise<BotSession> {
  const login = new LoginSession(EAuthTokenPlatformType.WebBrowser, options.agent ? { agent: options.agent } : {});
  let cookies: string[];
  try {
    login.refreshToken = bot.refreshToken;
    cookies = await within(login.getWebCookies(), options.timeoutMs * 2, `Logging in ${bot.accountName}`);
  } catch (error) {
    throw loginError(error, bot);
  }
  const community = new SteamCommunity({ timeout: options.timeoutMs, ...(options.agent ? { request: Request.defaults({ agent: options.agent }) } : {}) });
  const manager = new TradeOfferManager({ community, pollInterval: -1, dataDirectory: null, useAccessToken: true });
  await call<void>((done) => manager.setCookies(cookies, (err) => done(err, undefined)));

  const loginCookie = cookies.find((cookie) => cookie.startsWith('steamLoginSecure='))!;
  const accessToken = decodeURIComponent(loginCookie.split(';')[0]!.slice('steamLoginSecure='.length)).split('||')[1] ?? '';
  const { exp, iat } = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number; iat: number };
  const margin = Math.min(300, (exp - iat) / 4);
  const time = await webApi({ community, accessToken }, 'POST', 'ITwoFactorService/QueryTime/v1/', {});
  return {
    community,
    manager,
    accessToken,
    expiresAt: new Date(exp * 1000),
    renewAt: (exp - margin) * 1000,
    timeOffset: Number(time['server_time']) - Math.floor(Date.now() / 1000),
  };
}

/** A refused token is not_logged_in; Steam not answering (or answering garbage) is unavailable. */
function loginError(error: unknown, bot: BotAccount): TradeError {
  if (error instanceof TradeError) return error;
  const err = error as Error & { eresult?: number };
  if (err.eresult !== undefined || /token/i.test(err.message)) return new TradeError('not_logged_in', `Steam refused the refresh token of ${bot.accountName}: ${err.message}`, { eresult: Number(err.eresult) || undefined });
  return new TradeError('unavailable', `Could not log ${bot.accountName} in: ${err.message}`);
}
