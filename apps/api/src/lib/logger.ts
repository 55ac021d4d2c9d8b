import type { Env } from '../config/env.ts';

/** Development logs are one readable line each (npm start prefixes them per process); elsewhere JSON. */
export function developmentLogTransport(env: Pick<Env, 'NODE_ENV'>) {
  if (env.NODE_ENV !== 'development') return {};
  return {
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true, colorize: process.stdout.isTTY || Boolean(process.env.FORCE_COLOR) },
    },
  };
}
