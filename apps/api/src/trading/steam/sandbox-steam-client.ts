/**
 * The sandbox implementation's HTTP: the sandbox's Steam stand-in under its own base URL (/steam/login,
 * /steam/community, /steam/api), spoken to with fetch the way the libraries speak to Steam. A web session
 * is opened as steam-session's getWebCookies() does it (finalizelogin with the refresh token, then each
 * transfer sets `steamLoginSecure=<steamid>||<access token>`) and renewed before its token expires.
 */
import { randomBytes } from 'node:crypto';
import { eresultInText, tradeErrorForEResult, tradeErrorForHttp } from './steam-errors.ts';
import { TradeError, type BotAccount } from './port.ts';

export interface WebSession {
  /** The `steamLoginSecure` cookie's value as Steam set it (URL-encoded). */
  loginCookie: string;
  sessionId: string;
  accessToken: string;
  expiresAt: Date;
  /** Renew from then on: a quarter of the token's life (at most 5 minutes) before it expires. */
  renewAt: number;
  /** Steam's clock minus ours, in seconds (ITwoFactorService/QueryTime), for confirmation keys. */
  timeOffset: number;
}

type Params = Record<string, string>;

export class SandboxSteamClient {
  private readonly sessions = new Map<string, WebSession>();

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  session(steamId: string): WebSession | undefined {
    return this.sessions.get(steamId);
  }

  async ensureSession(bot: BotAccount): Promise<WebSession> {
    const current = this.sessions.get(bot.steamId);
    if (current && Date.now() < current.renewAt) return current;
    const fresh = await this.logIn(bot);
    this.sessions.set(bot.steamId, fresh);
    return fresh;
  }

  /** Runs `call` in a session; when Steam says the session is gone anyway, logs in again and retries once. */
  async withSession<T>(bot: BotAccount, call: (session: WebSession) => Promise<T>): Promise<T> {
    try {
      return await call(await this.ensureSession(bot));
    } catch (error) {
      if (!(error instanceof TradeError) || error.kind !== 'not_logged_in') throw error;
      this.sessions.delete(bot.steamId);
      return call(await this.ensureSession(bot));
    }
  }

  /** IEconService/<method>/v1 with the session's access token; answers the `response` object. */
  async webApi(session: WebSession, verb: 'GET' | 'POST', method: string, params: Params, iface = 'IEconService'): Promise<Record<string, unknown>> {
    const all = new URLSearchParams({ ...params, access_token: session.accessToken });
    const url = `${this.baseUrl}/steam/api/${iface}/${method}/v1/`;
    const response = await this.send(verb === 'GET' ? `${url}?${all}` : url, verb === 'GET' ? { method: 'GET' } : { method: 'POST', body: all });
    const body = (await response.json().catch(() => null)) as { response?: Record<string, unknown> } | null;
    const eresult = Number(response.headers.get('x-eresult') ?? 1);
    if (eresult !== 1) throw tradeErrorForEResult(eresult, `Steam answered ${method} with EResult ${eresult}`);
    if (!body?.response) throw new TradeError('unavailable', `Malformed ${method} answer`);
    return body.response;
  }

  /** A signed-in community call: the login cookie, and for posts Steam's `sessionid` CSRF pair. */
  async community(session: WebSession, path: string, form?: Params): Promise<unknown> {
    const headers = { cookie: `steamLoginSecure=${session.loginCookie}; sessionid=${session.sessionId}` };
    const init: RequestInit = form ? { method: 'POST', headers, body: new URLSearchParams({ ...form, sessionid: session.sessionId }) } : { headers };
    const response = await this.send(`${this.baseUrl}/steam/community${path}`, init);
    return response.json().catch(() => null);
  }

  /** fetch with a deadline; every failure becomes a TradeError (a timeout: the request may have done its work). */
  async send(url: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new TradeError('unavailable', `Steam did not answer: ${(error as Error).message}`);
    }
    if (response.ok) return response;
    // Trade pages refuse with HTTP 500 and `strError: "... (n)"`, the inventory with `error`.
    const body = (await response.json().catch(() => null)) as { strError?: unknown; error?: unknown } | null;
    const said = body?.strError ?? body?.error;
    const strError = typeof said === 'string' ? said : null;
    const eresult = strError ? eresultInText(strError) : null;
    if (eresult !== null && strError) throw tradeErrorForEResult(eresult, strError, response.status);
    throw tradeErrorForHttp(response.status, `Steam answered HTTP ${response.status}`, response.headers.get('retry-after'));
  }

  private async logIn(bot: BotAccount): Promise<WebSession> {
    const sessionId = randomBytes(12).toString('hex');
    const finalize = await this.send(`${this.baseUrl}/steam/login/jwt/finalizelogin`, {
      method: 'POST',
      body: multipart({ nonce: bot.refreshToken, sessionid: sessionId, redir: 'https://steamcommunity.com/login/home/?goto=' }),
    });
    const answer = (await finalize.json().catch(() => null)) as { error?: number; transfer_info?: { url: string; params: Params }[] } | null;
    if (!answer?.transfer_info) throw new TradeError('not_logged_in', `Steam refused the refresh token of ${bot.accountName}${answer?.error ? ` (${answer.error})` : ''}`);
    let loginCookie: string | undefined;
    for (const { url, params } of answer.transfer_info) {
      // Only transfers to the sandbox itself: the refresh-token exchange must not leave it.
      if (!url.startsWith(`${this.baseUrl}/`)) continue;
      const transfer = await this.send(url, { method: 'POST', body: multipart({ steamID: bot.steamId, ...params }) });
      const cookie = transfer.headers.getSetCookie().find((line) => line.startsWith('steamLoginSecure='));
      loginCookie ??= cookie?.split(';')[0]?.slice('steamLoginSecure='.length);
    }
    const accessToken = loginCookie ? decodeURIComponent(loginCookie).split('||')[1] : undefined;
    if (!loginCookie || !accessToken) throw new TradeError('not_logged_in', `No web session for ${bot.accountName}`);
    const { exp, iat } = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number; iat: number };
    const margin = Math.min(300, (exp - iat) / 4);
    const partial: WebSession = { loginCookie, sessionId, accessToken, expiresAt: new Date(exp * 1000), renewAt: (exp - margin) * 1000, timeOffset: 0 };
    const time = await this.webApi(partial, 'POST', 'QueryTime', {}, 'ITwoFactorService');
    return { ...partial, timeOffset: Number(time['server_time']) - Math.floor(Date.now() / 1000) };
  }
}

function multipart(fields: Params): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}
