/**
 * The trading port this process uses, from its configuration: the real Steam (DoctorMcKay's libraries) or the
 * sandbox's stand-in. config/env.ts refuses the sandbox in production, as it does the sandbox's OpenID.
 */
import type { Env } from '../../config/env.ts';
import type { TradingPort } from './port.ts';
import { createSandboxTrading } from './sandbox-trading.ts';
import { createSteamTrading } from './steam-trading.ts';

type TradingEnv = Pick<Env, 'STEAM_TRADING' | 'STEAM_BOTS' | 'SANDBOX_PUBLIC_URL' | 'STEAM_TRADING_SANDBOX_URL'>;

export function createTradingPort(env: TradingEnv): TradingPort {
  if (env.STEAM_TRADING === 'sandbox') {
    // Calls go where this process reaches the sandbox; links go where a person's browser does.
    return createSandboxTrading({ baseUrl: env.STEAM_TRADING_SANDBOX_URL, publicUrl: env.SANDBOX_PUBLIC_URL.replace(/\/+$/, ''), bots: env.STEAM_BOTS });
  }
  return createSteamTrading({ bots: env.STEAM_BOTS });
}

const ports = new WeakMap<object, TradingPort>();

/** One port per parsed environment (a process has one): its sessions and cookies live as long as the process. */
export function tradingPortOf(env: TradingEnv): TradingPort {
  let port = ports.get(env);
  if (!port) {
    port = createTradingPort(env);
    ports.set(env, port);
  }
  return port;
}
