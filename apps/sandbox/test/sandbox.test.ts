import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './helpers.ts';
import type { RunningSandbox } from './helpers.ts';
import { ConfigError, loadConfig } from '../src/config.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const put = (body: unknown) =>
  fetch(`${sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('sandbox', () => {
  it('reports health', async () => {
    const response = await fetch(`${sandbox.base}/health`);
    expect(await response.json()).toEqual({ status: 'OK', payload: { steam: 'up', paysage: 'up', mail: 'up' } });
  });

  it('has an index page linking to the inbox, the Steam users and the test cards', async () => {
    const page = await (await fetch(`${sandbox.base}/`)).text();
    for (const link of ['href="/mail"', 'href="/steam/users"', 'href="/paysage/test-cards"']) expect(page).toContain(link);
    expect(page).toContain('SANDBOX');
    for (const path of ['/mail', '/steam/users', '/paysage/test-cards']) {
      expect((await fetch(`${sandbox.base}${path}`)).status).toBe(200);
    }
  });

  it('sets, shows and resets fault switches; /reset clears them too', async () => {
    expect(await (await fetch(`${sandbox.base}/faults`)).json()).toEqual({
      'steam.check_authentication': 'normal',
      'paysage.notifications': 'normal',
      'paysage.api': 'normal',
      'paysage.refunds': 'normal',
      'mail.smtp': 'normal',
      'geo.lookup': 'normal',
      'steam.trade.respond': 'normal',
      'steam.trade.hold': 'normal',
      'steam.trade.protection': 'normal',
      'steam.trade.confirmation': 'normal',
      'steam.trade.send': 'normal',
      'steam.trade.api': 'normal',
      'steam.login': 'normal',
    });
    const set = await put({ 'paysage.notifications': 'delay:5000', 'paysage.api': 'down' });
    expect(await set.json()).toMatchObject({ 'paysage.notifications': 'delay:5000', 'paysage.api': 'down' });
    expect(await (await fetch(`${sandbox.base}/faults`, { method: 'DELETE' })).json()).toMatchObject({ 'paysage.api': 'normal' });
    await put({ 'steam.check_authentication': 'fail' });
    expect((await fetch(`${sandbox.base}/reset`, { method: 'POST' })).status).toBe(204);
    expect(await (await fetch(`${sandbox.base}/faults`)).json()).toMatchObject({ 'steam.check_authentication': 'normal' });
  });
});

describe('config', () => {
  it('has a development default for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 4010, smtpPort: 1025, publicUrl: undefined });
    expect(config.paysage).toMatchObject({ shopId: '361', secretKey: 'sandbox-secret', publicKey: 'sandbox-public-key', tokenTtlSeconds: 1800 });
  });

  it('lists every invalid variable and refuses production', () => {
    expect(() => loadConfig({ SANDBOX_PORT: 'x', SANDBOX_PUBLIC_URL: 'ftp://a' })).toThrow(/SANDBOX_PORT[\s\S]*SANDBOX_PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
  });
});
