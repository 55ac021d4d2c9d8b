/**
 * How Steam looks when it misbehaves, per surface, for the switches `steam.trade.api` (every trading
 * endpoint) and `steam.login` (the web-session login). Down is an HTML 503, rate limited an HTML 429; an
 * EResult comes the way each surface reports one: the Web API in an `x-eresult` header over an empty
 * `response`, the trade-offer pages as HTTP 500 with `strError: "... (n)"`, mobile confirmations as
 * `success: false`, the inventory as HTTP 500 with `error: "... (n)"`. Slow answers late, then normally.
 */
import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_SLOW_MS } from '../faults.ts';
import type { FaultName, FaultStore } from '../faults.ts';

const page = (title: string) => `<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

function switchFor(url: string): FaultName | null {
  if (url.startsWith('/steam/login/') || url.startsWith('/steam/community/login/')) return 'steam.login';
  if (url.startsWith('/steam/community/') || url.startsWith('/steam/api/IEconService/') || url.startsWith('/steam/api/ITwoFactorService/')) return 'steam.trade.api';
  return null;
}

/** Sleeps, but gives up when the sandbox closes or resets, so a slow answer never leaks into the next test. */
export async function hang(ms: number, signal: AbortSignal): Promise<boolean> {
  try {
    await wait(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/** A preHandler: answers in the fault's place (and returns the reply) or lets the request through. */
export function steamApiFaults(faults: FaultStore, interrupted: () => AbortSignal) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const name = switchFor(request.url);
    if (!name) return;
    const mode = faults.mode(name);
    if (mode === 'slow' && !(await hang(faults.millis(name, DEFAULT_SLOW_MS), interrupted()))) return reply.code(503).type('text/html').send(page('Service Unavailable'));
    if (mode === 'down') return reply.code(503).type('text/html').send(page('Service Unavailable'));
    if (mode === 'rate_limited') return reply.code(429).type('text/html').send(page('Too Many Requests'));
    if (mode !== 'eresult') return;
    const eresult = faults.millis(name, 2);
    const words = `There was an error sending your trade offer.  Please try again later. (${eresult})`;
    if (request.url.startsWith('/steam/api/')) return reply.header('x-eresult', String(eresult)).send({ response: {} });
    if (request.url.includes('/mobileconf/')) return reply.send({ success: false, message: `Steam answered ${eresult}` });
    if (request.url.includes('/inventory/')) return reply.code(500).send({ success: false, error: `Failure (${eresult})` });
    return reply.code(500).send({ strError: words });
  };
}
