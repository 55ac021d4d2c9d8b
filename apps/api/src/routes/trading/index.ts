/** GET /api/trading/hold-days: Steam's trade hold for the buyer's account, asked before paying. */
import { holdDaysQuerySchema, holdDaysResponseSchema } from '@skins/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/app/auth.ts';
import { tradeHoldDays } from '../../trading/index.ts';

const tradingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireUser);
  // Each answer costs a call to Steam, whose own limits are strict: a few per buyer and minute.
  const perUser = app.limiter({ name: 'hold-days', max: 20, windowMs: 60_000, key: (request) => String(currentUser(request).id) });
  app.get(
    '/hold-days',
    {
      preHandler: perUser.hook,
      schema: {
        tags: ['orders'],
        summary: 'How many days Steam would hold a trade with this trade URL (0 when the account has the Mobile Authenticator)',
        querystring: holdDaysQuerySchema,
        response: { 200: holdDaysResponseSchema },
      },
    },
    async (request) => ({ status: 'OK' as const, payload: { days: await tradeHoldDays(app.trading, request.query.trade_url) } }),
  );
};

export default tradingRoutes;
