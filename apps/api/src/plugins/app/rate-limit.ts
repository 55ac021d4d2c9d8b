/**
 * Rate limits for the identity routes (check S1), counted in the app's Redis so every api process shares
 * them. When Redis is unreachable requests are let through (skipOnError): a lost limiter must not lock
 * everyone out. `app.limiter(...)` gives a preHandler hook, and `peek`/`hit` for counting only failures.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors.ts';

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
    await app.register(rateLimit, { global: false, redis: app.redis, skipOnError: true, nameSpace: `${app.env.QUEUE_PREFIX}:rate-limit:` });

    app.decorate('limiter', (options: LimiterOptions): Limiter => {
      const run = app.createRateLimit({
        max: options.max,
        timeWindow: options.windowMs,
        keyGenerator: (request) => `${options.name}:${options.key(request)}`,
      });
      return {
        hook: async (request, reply) => {
          const result = await run(request);
          if (!result.isAllowed && result.isExceeded) throw tooMany(reply, result.ttlInSeconds);
        },
        peek: async (request, reply) => {
          const result = await run(request, { increment: false });
          if (!result.isAllowed && result.remaining === 0) throw tooMany(reply, Math.max(result.ttlInSeconds, 1));
        },
        hit: async (request) => {
          await run(request);
        },
      };
    });
  },
  { name: 'rate-limit', dependencies: ['datastores'] },
);
