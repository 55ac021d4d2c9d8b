/**
 * Rate limits for the identity routes, counted in the app's Redis so every api process shares them; while
 * Redis is unreachable each process counts in memory (logged once per outage), so the limits never switch
 * off. `app.limiter(...)` counts every request (`countSuccess`: every success); `attempt` limits failures (wrong passwords) by taking a slot
 * before the check, in one Redis script, and giving it back when the check did not fail: reading the count
 * first lets concurrent guesses all see 0. @fastify/rate-limit's store can only add, hence our script.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';
import { InProcessCounter, type WindowCount } from './in-process-counter.ts';

export interface LimiterOptions {
  /** Part of the Redis key; one name per limit. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: an IP, an e-mail, an e-mail and an IP... (runs after validation, so the body is parsed). */
  key: (request: FastifyRequest) => string;
}

export interface Limiter {
  /** Counts this request and refuses it with 429 past `max`. */
  hook: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Takes one of `max` slots for a check that may fail (a password), before the check runs; refuses with
   * 429 when none is left. `subject` replaces the key function's answer (a key the body does not hold).
   */
  attempt: (request: FastifyRequest, reply: FastifyReply, subject?: string) => Promise<Attempt>;
  /**
   * Counts `work` only when it succeeds (a creation): takes a slot before it, refusing with 429 when none is
   * left, and gives the slot back when it throws, so a refusal or a busy database never uses up the window.
   */
  countSuccess: <T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) => Promise<T>;
}

export interface Attempt {
  /** The check did not fail (a right password): its slot is given back. */
  giveBack: () => Promise<void>;
}

/** Takes a slot while fewer than ARGV[2] are taken; the window (ARGV[1] ms) starts with the first. */
const TAKE_SLOT = `
local taken = tonumber(redis.call('GET', KEYS[1]) or '0')
if taken >= tonumber(ARGV[2]) then return {taken + 1, redis.call('PTTL', KEYS[1])} end
taken = redis.call('INCR', KEYS[1])
if taken == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {taken, redis.call('PTTL', KEYS[1])}`;

/** Gives a slot back, unless its window has ended meanwhile. */
const GIVE_BACK = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

declare module 'fastify' {
  interface FastifyInstance {
    limiter: (options: LimiterOptions) => Limiter;
  }
}

function tooMany(reply: FastifyReply, seconds: number): AppError {
  reply.header('retry-after', String(seconds));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${wait}.`);
}

export default fp(
  async (app) => {
    // skipOnError false: a Redis failure reaches us, and we count in-process instead of letting it through.
    await app.register(rateLimit, { global: false, redis: app.redis, skipOnError: false, nameSpace: `${app.env.QUEUE_PREFIX}:rate-limit:` });
    const fallback = new InProcessCounter();
    let redisDown = false;

    /** Runs `inRedis`, or `inProcess` while Redis fails. */
    const counted = async <T>(inRedis: () => Promise<T>, inProcess: () => T): Promise<T> => {
      try {
        const result = await inRedis();
        if (redisDown) {
          redisDown = false;
          app.log.info('rate limits count in Redis again');
        }
        return result;
      } catch (error) {
        if (!redisDown) {
          redisDown = true;
          app.log.warn({ err: error }, 'Redis unreachable: rate limits fall back to in-process counters (per api process) until it answers again');
        }
        return inProcess();
      }
    };

    /** The plugin's count of this request in Redis. */
    const countRequest = async (run: ReturnType<typeof app.createRateLimit>, request: FastifyRequest, options: LimiterOptions): Promise<WindowCount> => {
      const result = await run(request);
      if (result.isAllowed) return { current: 0, ttlMs: 0 };
      // The plugin reports what is left rather than the count: past the limit, any count above max will do.
      return { current: options.max - result.remaining + (result.isExceeded ? 1 : 0), ttlMs: result.ttlInSeconds * 1000 };
    };

    const slotPrefix = `${app.env.QUEUE_PREFIX}:attempts:`;
    const takeSlot = async (key: string, options: LimiterOptions): Promise<WindowCount> => {
      const [current, ttlMs] = (await app.redis.eval(TAKE_SLOT, 1, `${slotPrefix}${key}`, options.windowMs, options.max)) as [number, number];
      return { current, ttlMs };
    };

    app.decorate('limiter', (options: LimiterOptions): Limiter => {
      const run = app.createRateLimit({
        max: options.max,
        timeWindow: options.windowMs,
        keyGenerator: (request) => `${options.name}:${options.key(request)}`,
      });
      const seconds = (window: WindowCount) => Math.max(Math.ceil(window.ttlMs / 1000), 1);
      const attempt: Limiter['attempt'] = async (request, reply, subject) => {
        const key = `${options.name}:${subject ?? options.key(request)}`;
        const window = await counted(() => takeSlot(key, options), () => fallback.take(key, options.windowMs, options.max));
        if (window.current > options.max) throw tooMany(reply, seconds(window));
        return {
          giveBack: () => counted(async () => void (await app.redis.eval(GIVE_BACK, 1, `${slotPrefix}${key}`)), () => fallback.giveBack(key)),
        };
      };
      return {
        attempt,
        countSuccess: async (request, reply, work) => {
          const slot = await attempt(request, reply);
          try {
            return await work();
          } catch (error) {
            await slot.giveBack();
            throw error;
          }
        },
        hook: async (request, reply) => {
          const key = () => `${options.name}:${options.key(request)}`;
          const window = await counted(() => countRequest(run, request, options), () => fallback.incr(key(), options.windowMs));
          if (window.current > options.max) throw tooMany(reply, seconds(window));
        },
      };
    });
  },
  { name: 'rate-limit', dependencies: ['datastores'] },
);
