/**
 * Steam's trading side, stood in (README.md beside this file): web-session login, inventories whose asset
 * ids change when items move, trade offers with mobile confirmations, IEconService, the user's trade-offer
 * page, and the fault switches `steam.trade.*` and `steam.login`.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { registerInventoryRoutes } from '../steam/inventory-routes.ts';
import { steamApiFaults } from './api-faults.ts';
import { TradingClock } from './clock.ts';
import { registerConfirmationRoutes } from './confirmation-routes.ts';
import { TradingDesk } from './desk.ts';
import { registerEconRoutes } from './econ-routes.ts';
import { AssetLedger } from './ledger.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { acceptMultipartFields } from './multipart.ts';
import { registerOfferRoutes } from './offer-routes.ts';
import { WebSessions } from './sessions.ts';
import type { TradingState } from './state.ts';
import { registerUserRoutes } from './user-routes.ts';

export { rewriteSteamUrl } from './hosts.ts';

export async function registerSteamTrading(app: FastifyInstance, ctx: SandboxContext): Promise<{ reset: () => void }> {
  const clock = new TradingClock();
  const ledger = new AssetLedger();
  let interruption = new AbortController();
  const state: TradingState = {
    ctx,
    clock,
    ledger,
    sessions: new WebSessions(clock, ctx.config.steam.accessTokenSeconds),
    desk: new TradingDesk(ledger, clock, ctx.faults, ctx.config.steam.offerLifetimeSeconds * 1000),
    interrupted: () => interruption.signal,
  };

  await app.register(async (scope) => {
    acceptMultipartFields(scope);
    // Time-driven changes first, so every answer reflects the trading clock's present.
    scope.addHook('preHandler', async () => state.desk.settle());
    scope.addHook('preHandler', steamApiFaults(ctx.faults, state.interrupted));
    registerLoginRoutes(scope, state);
    registerOfferRoutes(scope, state);
    registerConfirmationRoutes(scope, state);
    registerEconRoutes(scope, state);
    registerInventoryRoutes(scope, ledger, clock);
    registerUserRoutes(scope, state);
  });
  app.addHook('preClose', async () => interruption.abort());

  return {
    reset: () => {
      interruption.abort();
      interruption = new AbortController();
      state.desk.clear();
      ledger.clear();
      state.sessions.clear();
      clock.reset();
    },
  };
}
