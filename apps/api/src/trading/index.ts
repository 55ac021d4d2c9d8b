/**
 * The trading wing's one door: what the rest of the api (routes, jobs, the staff router, the services that open
 * deliveries and intakes) and the bench use of it. Everything else in this folder is its own (eslint.config.js
 * holds the rest of the api to this file; README.md says where each rule lives).
 */
export { sweepCustody } from './custody/custody.ts';
export { outcomeText } from './engine/decide.ts';
export { tradingSettings, type TradingContext, type TradingLog, type TradingSettings } from './engine/context.ts';
export { releaseProvenDeliveries } from './engine/owner-proof.ts';
export { buyerMayResend } from './engine/resend-rule.ts';
export { assertSteamTradesWith, tradeHoldDays } from './hold-days.ts';
export { openDeliveries, refundUndeliverable, selectDeliveryResults, withDeliveries } from './open-deliveries.ts';
export { openIntake } from './open-intake.ts';
export { resendDelivery } from './resend-delivery.ts';
export { botQueueName, startTradingRuntime, type TradingRuntime } from './runtime.ts';
export { sendTradeMails } from './send-trade-mails.ts';
export { botStates, openIntakes, staffCancelDelivery, staffResend, tradeStory, tradesNeedingAttention } from './staff-view.ts';
export { tradingPortOf } from './steam/create-port.ts';
export type { TradingPort } from './steam/port.ts';
export { createSandboxTrading } from './steam/sandbox-trading.ts';
