import pino from 'pino';
import type { Env } from '../config/env.ts';

/** Development logs are one readable line each (npm start prefixes them per process); elsewhere JSON. */
export function developmentLogTransport(env: Pick<Env, 'NODE_ENV'>) {
  if (env.NODE_ENV !== 'development') return {};
  return {
    transport: {
      target: 'pino-pretty',
      // Colour as pino-pretty decides it: a terminal, or FORCE_COLOR (npm start's runner sets it), unless NO_COLOR.
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}

/**
 * Where the api writes its log: the readable development transport, else JSON to stdout through a
 * buffer (pino.destination's documented options). pino's default writes each line with its own
 * synchronous write(2), one per request; buffered, lines leave in 4 kB writes and at least every second,
 * and pino flushes the buffer synchronously when the process exits, so only a SIGKILL can lose the last
 * second of lines. The writes stay synchronous: asynchronous ones wake libuv's thread pool for every 4 kB.
 * What it buys: docs/bench-catalogue.md.
 */
export function logOutput(env: Pick<Env, 'NODE_ENV'>) {
  if (env.NODE_ENV === 'development') return developmentLogTransport(env);
  return { stream: pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 1000 }) };
}
