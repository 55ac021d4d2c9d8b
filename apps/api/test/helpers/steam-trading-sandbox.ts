/**
 * The sandbox's Steam trading stand-in, started in-process for the trading-port tests, with what a test
 * does as the Steam user on the other side (answer an offer, reverse a trade), the trading clock, and an
 * HTTPS agent that carries the real libraries' requests (addressed to Steam's hosts) to the sandbox.
 */
import https from 'node:https';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { buildSandbox, loadConfig } from '@skins/sandbox';
import { SANDBOX_BOTS, sandboxRefreshToken } from '@skins/shared/sandbox-steam';
import type { BotAccount } from '../../src/trading/steam/port.ts';

/**
 * Node's documented agent hook (`createConnection`) opening a plain TCP connection to the sandbox for every
 * request, whatever Steam host it names: the request keeps its `Host: steamcommunity.com` header and path,
 * which the sandbox maps onto its stand-in. Given to steam-session's `agent` option and to steamcommunity's
 * `request` (as a request defaults instance), it points the libraries at the sandbox without touching them.
 */
export class SandboxSteamAgent extends https.Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: true });
  }

  override createConnection(): Duplex {
    return net.connect({ host: '127.0.0.1', port: this.port });
  }
}

export const sandboxBots: BotAccount[] = SANDBOX_BOTS.map((bot) => ({ ...bot, refreshToken: sandboxRefreshToken(bot.steamId) }));

export interface TradingSandbox {
  base: string;
  agent: SandboxSteamAgent;
  setFaults(faults: Record<string, string>): Promise<void>;
  /** The sandbox user answers an offer as on its trade-offers page. */
  respond(offerId: string, steamid: string, action: 'accept' | 'decline' | 'counter'): Promise<{ trade_offer_state: number; tradeid?: string; counter_tradeofferid?: string }>;
  reverse(tradeId: string, steamid: string): Promise<{ status: number; rollback_trade?: string }>;
  advanceClock(seconds: number): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`sandbox refused ${url}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export async function startTradingSandbox(env: Record<string, string> = {}): Promise<TradingSandbox> {
  const config = loadConfig({ SANDBOX_PORT: '0', SANDBOX_SMTP_PORT: '0', SANDBOX_LOG_LEVEL: 'silent', ...env });
  const { app } = await buildSandbox(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const agent = new SandboxSteamAgent(port);
  return {
    base,
    agent,
    setFaults: (faults) => call(`${base}/faults`, { ...post(faults), method: 'PUT' }),
    respond: (offerId, steamid, action) => call(`${base}/steam/trading/offers/${offerId}/respond`, post({ steamid, action })),
    reverse: (tradeId, steamid) => call(`${base}/steam/trading/trades/${tradeId}/reverse`, post({ steamid })),
    advanceClock: (seconds) => call(`${base}/steam/trading/clock`, post({ advance_seconds: seconds })),
    reset: () => call(`${base}/reset`, { method: 'POST' }),
    close: async () => {
      agent.destroy();
      await app.close();
    },
  };
}
