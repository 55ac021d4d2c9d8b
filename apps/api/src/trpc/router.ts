/** The staff router at /api/trpc. The admin CLI imports only its type (`StaffRouter`). */
import { router } from './init.ts';
import { authRouter } from './routers/auth.ts';
import { currenciesRouter, settingsRouter } from './routers/config.ts';
import { ordersRouter } from './routers/orders.ts';
import { promoCodesRouter } from './routers/promo-codes.ts';
import { promptsRouter } from './routers/prompts.ts';
import { sellOrdersRouter } from './routers/sell-orders.ts';
import { tradingRouter } from './routers/trading.ts';

export const staffRouter = router({
  auth: authRouter,
  sellOrders: sellOrdersRouter,
  orders: ordersRouter,
  currencies: currenciesRouter,
  settings: settingsRouter,
  promoCodes: promoCodesRouter,
  trading: tradingRouter,
  prompts: promptsRouter,
});

export type StaffRouter = typeof staffRouter;
