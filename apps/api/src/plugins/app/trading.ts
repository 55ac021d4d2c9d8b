/**
 * The api's handle on the trading port (trading/steam/port.ts): the timeline links offers to Steam's page,
 * checkout asks how long Steam would hold a trade, a resend is recorded for the worker to send. The api never
 * sends an offer itself; the worker's per-bot queues do (trading/runtime.ts).
 */
import fp from 'fastify-plugin';
import { tradingPortOf, tradingSettings, type TradingSettings } from '../../trading/index.ts';
import type { TradingPort } from '../../trading/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    trading: TradingPort;
    tradingSettings: TradingSettings;
  }
}

export default fp(
  async (app) => {
    app.decorate('trading', tradingPortOf(app.env));
    app.decorate('tradingSettings', tradingSettings(app.env));
  },
  { name: 'trading' },
);
