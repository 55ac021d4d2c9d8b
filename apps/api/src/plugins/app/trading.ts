/**
 * The api's handle on the trading port (services/trading/port.ts): the timeline links offers to Steam's page,
 * checkout asks how long Steam would hold a trade, a resend is recorded for the worker to send. The api never
 * sends an offer itself; the worker's per-bot queues do (jobs/trading-runtime.ts).
 */
import fp from 'fastify-plugin';
import { tradingSettings, type TradingSettings } from '../../services/trading/context.ts';
import { tradingPortOf } from '../../services/trading/create-port.ts';
import type { TradingPort } from '../../services/trading/port.ts';

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
