import { createPrismaClient } from '@skins/db';
import { geoCountryResponseSchema } from '@skins/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@skins/sandbox/test-helpers';
import { buildApp } from '../src/app.ts';
import { logLines } from './helpers/log-lines.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

/**
 * Spec §7: the phone input's default country comes from an IP-to-country lookup, here behind the api (the
 * browser never calls a third party). The sandbox answers LV for local addresses, DE/LT/US for the
 * documentation ranges, and can be switched down.
 */
describe('GET /api/geo/country', () => {
  const { lines, stream } = logLines();
  const db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 2 });
  let sandbox: RunningSandbox;
  let app: FastifyInstance;

  beforeAll(async () => {
    sandbox = await startSandbox();
    app = await buildApp({ env: testEnv({ GEO_COUNTRY_URL: `${sandbox.base}/geo/{ip}`, LOG_LEVEL: 'warn' }), db }, { logger: { level: 'warn', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await sandbox?.close();
    await db.$disconnect();
  });

  const ask = async (remoteAddress: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/geo/country', remoteAddress });
    expect(response.statusCode, response.body).toBe(200);
    return geoCountryResponseSchema.parse(response.json()).payload;
  };
  const setFault = (value: string) =>
    fetch(`${sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'geo.lookup': value }) });

  it("answers the country of the caller's address", async () => {
    expect(await ask('127.0.0.1')).toEqual({ country: 'LV', detected: true });
    expect(await ask('198.51.100.7')).toEqual({ country: 'DE', detected: true });
  });

  it('keeps an answer a short while, so a provider that goes down does not change it', async () => {
    await setFault('down');
    expect(await ask('198.51.100.7')).toEqual({ country: 'DE', detected: true });
  });

  it("falls back to US when the lookup fails, logging 'unable to fetch the country' but not the address", async () => {
    await setFault('down');
    expect(await ask('192.0.2.44')).toEqual({ country: 'US', detected: false });
    const logged = lines.filter((line) => line.msg === 'unable to fetch the country');
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain('192.0.2.44');
    await setFault('normal');
  });

  it('falls back to US for an address the provider cannot place', async () => {
    expect(await ask('8.8.4.4')).toEqual({ country: 'US', detected: false });
  });
});
