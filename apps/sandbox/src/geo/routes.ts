import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { DEFAULT_SLOW_MS } from '../faults.ts';

/**
 * An IP-to-country lookup like ip2c's (spec §7: the reply begins with 1 on success, the two-letter code at
 * position 2): `1;LV;LVA;Latvia`, `2;;;UNKNOWN` for an address it cannot place, `0;;;WRONG INPUT` for no
 * address. Local and private addresses (what a development machine sends) get SANDBOX_GEO_COUNTRY; the
 * documentation ranges get fixed countries, so tests can tell a lookup from a fallback.
 */
const COUNTRIES: Record<string, readonly [iso3: string, name: string]> = {
  DE: ['DEU', 'Germany'],
  LT: ['LTU', 'Lithuania'],
  LV: ['LVA', 'Latvia'],
  US: ['USA', 'United States'],
  GB: ['GBR', 'United Kingdom'],
};
const FIXED: ReadonlyArray<readonly [prefix: string, iso: string]> = [
  ['192.0.2.', 'LT'],
  ['198.51.100.', 'DE'],
  ['203.0.113.', 'US'],
];
const LOCAL = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|f[cd])/i;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function countryOfAddress(ip: string, localCountry: string): string | undefined {
  if (LOCAL.test(ip)) return localCountry;
  return FIXED.find(([prefix]) => ip.startsWith(prefix))?.[1];
}

export function registerGeoRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { ip: string } }>('/geo/:ip', async (request, reply) => {
    const fault = ctx.faults.mode('geo.lookup');
    if (fault === 'down') return reply.code(503).type('text/plain').send('Service Unavailable');
    if (fault === 'slow') await sleep(ctx.faults.millis('geo.lookup', DEFAULT_SLOW_MS));
    reply.type('text/plain');
    const ip = request.params.ip;
    if (isIP(ip) === 0) return '0;;;WRONG INPUT';
    const iso = countryOfAddress(ip, ctx.config.geo.localCountry);
    const names = iso ? COUNTRIES[iso] : undefined;
    return iso ? `1;${iso};${names?.[0] ?? ''};${names?.[1] ?? iso}` : '2;;;UNKNOWN';
  });
}
