import { z } from 'zod';
import type { FastifyInstance } from 'fastify';

/**
 * Fault switches let a test (or a developer clicking around) make a stand-in misbehave the way the real
 * service sometimes does, so the api's unhappy paths get exercised: lost, late, repeated or reordered
 * webhooks, a payment API that is down, a Steam verification that fails.
 */
const ms = '(\\d{1,6})';
const switchValues = {
  'steam.check_authentication': new RegExp(`^(normal|fail|error|slow|slow:${ms})$`),
  'paysage.notifications': new RegExp(`^(normal|drop|delay|delay:${ms}|duplicate|reorder)$`),
  'paysage.api': new RegExp(`^(normal|down|slow|slow:${ms})$`),
  // slow: a refund is made only this late, then answered (a client that gives up first does not know it was made).
  'paysage.refunds': new RegExp(`^(normal|slow|slow:${ms})$`),
  // slow: the message is kept, then the 250 reply comes late (a client that gives up may send it again);
  // fail: every message is refused with a temporary error (451), nothing is kept.
  'mail.smtp': new RegExp(`^(normal|slow|slow:${ms}|fail)$`),
  // The IP-to-country lookup: down answers 503, slow answers late (the api gives up and falls back).
  'geo.lookup': new RegExp(`^(normal|down|slow|slow:${ms})$`),
  // Steam trading (steam-trading/README.md). The sandbox user's answer to a bot's offer once it is active:
  // normal leaves it to the trade-offers page; accept_after:<ms> accepts that long after activation.
  'steam.trade.respond': new RegExp(`^(normal|ignore|accept|decline|counter|accept_after|accept_after:${ms})$`),
  // Accepted trades are held this many days (offer state 11, trade status 10) before the items arrive.
  'steam.trade.hold': /^(normal|days:([1-9]|1[0-5]))$/,
  // on: accepted trades are trade protected (either side may reverse them for 7 days; the items are untradable).
  'steam.trade.protection': /^(normal|on)$/,
  // missing: the bot's mobile confirmation never shows in its list; fail: confirming it is refused.
  'steam.trade.confirmation': /^(normal|missing|fail)$/,
  // timeout: the offer is created, but the answer to the send comes only this late (the client gives up first).
  'steam.trade.send': new RegExp(`^(normal|timeout|timeout:${ms})$`),
  // Every trading endpoint (community trade pages, mobile confirmations, inventories, IEconService): down answers 503,
  // rate_limited 429, eresult:<n> Steam's error n (16 Timeout, 26 Revoked, ...), slow answers late.
  'steam.trade.api': new RegExp(`^(normal|down|slow|slow:${ms}|rate_limited|eresult:\\d{1,2})$`),
  // The web session's login (finalizelogin and the cookie transfer).
  'steam.login': new RegExp(`^(normal|down|slow|slow:${ms})$`),
} as const;

export type FaultName = keyof typeof switchValues;
export type Faults = Record<FaultName, string>;

const faultNames = Object.keys(switchValues) as FaultName[];

const faultsPatchSchema = z
  .object(
    Object.fromEntries(
      faultNames.map((name) => [
        name,
        z.string().regex(switchValues[name], `must match ${switchValues[name].source}`).optional(),
      ]),
    ) as Record<FaultName, z.ZodOptional<z.ZodString>>,
  )
  .strict();

/** Default delays for the bare `slow` and `delay` values. */
export const DEFAULT_SLOW_MS = 8000;
export const DEFAULT_DELAY_MS = 5000;

export class FaultStore {
  private current: Faults = FaultStore.defaults();

  private static defaults(): Faults {
    return Object.fromEntries(faultNames.map((name) => [name, 'normal'])) as Faults;
  }

  get(name: FaultName): string {
    return this.current[name];
  }

  /** The mode without its argument: `delay:300` -> `delay`. */
  mode(name: FaultName): string {
    return this.current[name].split(':')[0] ?? 'normal';
  }

  /** The number after the colon, or the fallback when the switch has none. */
  millis(name: FaultName, fallback: number): number {
    const arg = this.current[name].split(':')[1];
    return arg === undefined ? fallback : Number(arg);
  }

  all(): Faults {
    return { ...this.current };
  }

  set(patch: Partial<Faults>): void {
    this.current = { ...this.current, ...patch };
  }

  reset(): void {
    this.current = FaultStore.defaults();
  }
}

export function registerFaultRoutes(app: FastifyInstance, faults: FaultStore): void {
  app.get('/faults', async () => faults.all());

  app.put('/faults', async (request, reply) => {
    const parsed = faultsPatchSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.length > 0 ? issue.path.join('.') : 'body';
        (errors[key] ??= []).push(issue.message);
      }
      return reply.code(400).send({ message: 'Unknown fault switch or value', errors, allowed: describeSwitches() });
    }
    const patch = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
    faults.set(patch as Partial<Faults>);
    return faults.all();
  });

  app.delete('/faults', async () => {
    faults.reset();
    return faults.all();
  });
}

function describeSwitches(): Record<string, string> {
  return Object.fromEntries(faultNames.map((name) => [name, switchValues[name].source]));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
