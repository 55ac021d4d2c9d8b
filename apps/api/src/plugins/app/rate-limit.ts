/**
 * Rate limits for the identity routes (check S1), counted in the app's Redis so every api process shares
 * them. When Redis is unreachable the limits still hold (issue 10 point 6: they used to switch off): each
 * process counts in its own memory until Redis answers again, and the log says so once per outage.
 * `app.limiter(...)` gives a preHandler hook, and `peek`/`hit` for counting only failures.
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
  /** Refuses with 429 when `max` is already reached, without counting this request. */
  peek: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Counts this request (e.g. a failed sign-in) without refusing it. */
  hit: (request: FastifyRequest) => Promise<void>;
}

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

    /** The plugin's count in Redis, or this process's own while Redis fails. */
    const count = async (run: ReturnType<typeof app.createRateLimit>, request: FastifyRequest, options: LimiterOptions, increment: boolean): Promise<WindowCount> => {
      try {
        const result = await run(request, { increment });
        if (redisDown) {
          redisDown = false;
          app.log.info('rate limits count in Redis again');
        }
        if (result.isAllowed) return { current: 0, ttlMs: 0 };
        // The plugin reports what is left rather than the count: past the limit, any count above max will do.
        return { current: options.max - result.remaining + (result.isExceeded ? 1 : 0), ttlMs: result.ttlInSeconds * 1000 };
      } catch (error) {
        if (!redisDown) {
          redisDown = true;
          app.log.warn({ err: error }, 'Redis unreachable: rate limits fall back to in-process counters (per api process) until it answers again');
        }
        const key = `${options.name}:${options.key(request)}`;
        return increment ? fallback.incr(key, options.windowMs) : fallback.read(key);
      }
    };

    app.decorate('limiter', (options: LimiterOptions): Limiter => {
      const run = app.createRateLimit({
        max: options.max,
        timeWindow: options.windowMs,
        keyGenerator: (request) => `${options.name}:${options.key(request)}`,
      });
      const seconds = (window: WindowCount) => Math.max(Math.ceil(window.ttlMs / 1000), 1);
      return {
        hook: async (request, reply) => {
          const window = await count(run, request, options, true);
          if (window.current > options.max) throw tooMany(reply, seconds(window));
        },
        peek: async (request, reply) => {
          const window = await count(run, request, options, false);
          if (window.current >= options.max) throw tooMany(reply, seconds(window));
        },
        hit: async (request) => {
          await count(run, request, options, true);
        },
      };
    });
  },
  { name: 'rate-limit', dependencies: ['datastores'] },
);
