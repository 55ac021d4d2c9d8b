import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from './helpers.ts';
import type { RunningSandbox } from './helpers.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ SANDBOX_GEO_COUNTRY: 'LV' });
});
afterAll(() => sandbox.close());
beforeEach(() => setFault('normal'));

const lookup = (ip: string) => fetch(`${sandbox.base}/geo/${encodeURIComponent(ip)}`);
const setFault = (value: string) =>
  fetch(`${sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'geo.lookup': value }) });

describe('IP-to-country stand-in (spec §7: the reply starts with 1, the country at position 2)', () => {
  it('answers the configured country for a local address, and fixed ones for the documentation ranges', async () => {
    const local = await lookup('127.0.0.1');
    expect(local.status).toBe(200);
    expect(await local.text()).toBe('1;LV;LVA;Latvia');
    expect(await (await lookup('::1')).text()).toBe('1;LV;LVA;Latvia');
    expect(await (await lookup('198.51.100.23')).text()).toBe('1;DE;DEU;Germany');
    expect(await (await lookup('203.0.113.9')).text()).toBe('1;US;USA;United States');
  });

  it('says when it cannot place an address or reads no address', async () => {
    expect(await (await lookup('8.8.4.4')).text()).toBe('2;;;UNKNOWN');
    expect(await (await lookup('not-an-ip')).text()).toBe('0;;;WRONG INPUT');
  });

  it('can be switched down (the api then falls back)', async () => {
    await setFault('down');
    expect((await lookup('127.0.0.1')).status).toBe(503);
  });
});
