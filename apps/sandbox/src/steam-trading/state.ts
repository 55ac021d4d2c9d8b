import type { SandboxContext } from '../context.ts';
import type { TradingClock } from './clock.ts';
import type { TradingDesk } from './desk.ts';
import type { AssetLedger } from './ledger.ts';
import type { WebSessions } from './sessions.ts';

/** Everything the trading stand-in's routes share. */
export interface TradingState {
  ctx: SandboxContext;
  clock: TradingClock;
  ledger: AssetLedger;
  sessions: WebSessions;
  desk: TradingDesk;
  /** Aborted when the sandbox closes or resets: deliberately slow answers stop waiting (and do nothing late). */
  interrupted(): AbortSignal;
}
