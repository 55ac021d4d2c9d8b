/**
 * The worker process moving items: its per-bot queues send a paid order's offer without
 * anyone stepping the engine by hand, and a worker killed (SIGKILL) while Steam has already created the offer
 * but not yet answered leaves a trade the next worker settles by finding that offer: one offer, never two.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useTradingStack } from './helpers/trading-engine.ts';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './helpers/test-env.ts';

const stack = useTradingStack();
const API_DIR = path.resolve(import.meta.dirname, '..');
const workers: ChildProcess[] = [];

function startWorker(prefix: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: TEST_DATABASE_URL,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: prefix,
      SANDBOX_PUBLIC_URL: stack.sandbox.base,
      STEAM_TRADING: 'sandbox',
      TRADE_POLL_MS: '600000',
      // Steam's pace (a step a second per bot) would make each test wait out the bot's queue.
      TRADE_BOT_STEPS_PER_MINUTE: '600',
      // The send's lost answer is looked for over 12 s instead of 2 minutes.
      JOB_EVERY_SCALE: '0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  workers.push(child);
  return child;
}

afterEach(() => {
  for (const child of workers.splice(0)) child.kill('SIGKILL');
});

async function until<T>(check: () => Promise<T | null | undefined | false>, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function offerCount(steamId: string): Promise<number> {
  const response = await fetch(`${stack.sandbox.base}/steam/trading/offers?steamid=${steamId}`);
  return ((await response.json()) as { offers: unknown[] }).offers.length;
}

describe('the worker moves items', () => {
  it('sends a paid order’s offer from the bot’s queue, confirmed, with nobody stepping the engine', async () => {
    const { orderId, steamId } = await stack.paidOrder();
    startWorker(`test-trading-${randomUUID()}`);
    const trade = await until(async () => {
      const found = await stack.db.trade.findFirst({ where: { orderId } });
      return found?.status === 'sent' ? found : null;
    }, 60_000, 'the offer sent and confirmed');
    expect(trade.offerId).not.toBeNull();
    expect(await offerCount(steamId)).toBe(1);
  });

  it('a worker killed mid-send (the offer created, the answer not yet back) causes no second offer', async () => {
    await stack.sandbox.setFaults({ 'steam.trade.send': 'timeout:6000' });
    const { orderId, steamId } = await stack.paidOrder();
    const prefix = `test-trading-${randomUUID()}`;
    const first = startWorker(prefix);
    await until(async () => (await stack.db.trade.findFirst({ where: { orderId } }))?.status === 'sending', 45_000, 'the first worker sending');
    // The sandbox creates the offer as the send reaches it, then holds the answer back.
    await until(async () => (await offerCount(steamId)) === 1, 45_000, 'Steam creating the offer');
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    await stack.sandbox.setFaults({ 'steam.trade.send': 'normal' });

    startWorker(prefix);
    const settled = await until(async () => {
      const trade = await stack.db.trade.findFirst({ where: { orderId } });
      return trade && ['awaiting_confirmation', 'sent'].includes(trade.status) ? trade : null;
    }, 60_000, 'the second worker settling the lost send');
    expect(settled.attempt).toBe(1);
    expect(await offerCount(steamId)).toBe(1);
    const events = await stack.db.tradeEvent.findMany({ where: { tradeId: settled.id }, orderBy: { id: 'asc' } });
    expect(events.some((event) => event.note?.includes('found offer'))).toBe(true);
  });
});
