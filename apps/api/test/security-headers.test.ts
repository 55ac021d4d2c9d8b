/**
 * A strict Content-Security-Policy and the usual security headers. Script
 * sources are only the site itself, the Paysage widget host and, only while the `google_tag` setting holds a
 * snippet, the tag-manager host plus the hashes of the snippet's inline scripts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { createPrismaClient, type PrismaClient } from '@skins/db';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { PRODUCTION_SECRETS } from './helpers/production-env.ts';
import { TEST_DATABASE_URL, testEnv } from './helpers/test-env.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  STEAM_API_KEY: 'a-real-steam-key',
  PUBLIC_WEB_URL: 'https://shop.example',
  PUBLIC_API_URL: 'https://shop.example',
  CORS_ORIGINS: 'https://shop.example',
  PAYSAGE_CHECKOUT_URL: 'https://checkout.paysage.example/ctp',
  PAYSAGE_GATEWAY_URL: 'https://gateway.paysage.example',
  PAYSAGE_WIDGET_SCRIPT_URL: 'https://js.paysage.example/widget/be_gateway.js',
  PAYSAGE_SECRET_KEY: 'a-real-shop-secret',
  PAYSAGE_PUBLIC_KEY: 'a-real-shop-public-key',
  STEAM_OPENID_ENDPOINT: 'https://steamcommunity.com/openid/login',
  PAYSAGE_SIGNATURE_PUBLIC_KEY: PRODUCTION_SECRETS.PAYSAGE_SIGNATURE_PUBLIC_KEY!,
  STEAM_BOTS: PRODUCTION_SECRETS.STEAM_BOTS!,
};

function directives(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  let db: PrismaClient;
  const apps: FastifyInstance[] = [];
  const build = async (env: Record<string, string>) => {
    const app = await buildApp({ env: testEnv(env), db });
    apps.push(app);
    return app;
  };

  beforeAll(() => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 2 });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await db.setting.deleteMany({ where: { key: 'google_tag' } });
    await db.$disconnect();
  });

  it('production sends a strict CSP and the usual headers', async () => {
    await db.setting.deleteMany({ where: { key: 'google_tag' } });
    const app = await build(PRODUCTION);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(response.headers['content-security-policy'] as string | undefined);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.paysage.example']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://checkout.paysage.example']));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://gateway.paysage.example']));
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");

    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeTruthy();
    expect(response.headers['x-frame-options']).toBeTruthy();
  });

  it("sends helmet's whole header set on every answer: found, not found, refused", async () => {
    // What helmet itself sets on a real response with the options the api uses (security.ts).
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    helmet({ contentSecurityPolicy: false, strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true }, crossOriginEmbedderPolicy: false })(
      response.req,
      response,
      () => {},
    );
    const expected = response.getHeaders();
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    const app = await build(PRODUCTION);
    for (const url of ['/api/health', '/api/no-such-route', '/api/items/list?limit=0']) {
      const answer = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(answer.headers[name], `${url}: ${name}`).toBe(String(value));
    }
  });

  it('allows the tag-manager host and the snippet inline scripts only while google_tag is set', async () => {
    const inline = "window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-TEST');";
    const snippet = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>\n<script>${inline}</script>`;
    await db.setting.upsert({ where: { key: 'google_tag' }, create: { key: 'google_tag', value: snippet }, update: { value: snippet } });
    const app = await build(PRODUCTION);
    const csp = directives((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string | undefined);
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.paysage.example', 'https://www.googletagmanager.com', hash]);
    await db.setting.deleteMany({ where: { key: 'google_tag' } });
  });

  it('answers at once with the last policy while a re-read of google_tag is slow, then sends the new one', async () => {
    await db.setting.deleteMany({ where: { key: 'google_tag' } });
    const app = await build(PRODUCTION);
    const scriptSources = async () => directives((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string).get('script-src');
    expect(await scriptSources()).toEqual(["'self'", 'https://js.paysage.example']);

    // A minute on, staff have set a tag, and the settings read hangs (a slow database).
    const snippet = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>';
    await db.setting.upsert({ where: { key: 'google_tag' }, create: { key: 'google_tag', value: snippet }, update: { value: snippet } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = db.setting.findUnique.bind(db.setting);
    const slowRead = vi.spyOn(db.setting, 'findUnique').mockImplementation(((args: Parameters<typeof read>[0]) => held.then(() => read(args))) as never);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      const quick = await Promise.race([scriptSources(), new Promise((resolve) => setTimeout(() => resolve('held up'), 2_000))]);
      expect(quick).toEqual(["'self'", 'https://js.paysage.example']);
      expect(slowRead).toHaveBeenCalledOnce();
      release();
      await vi.waitFor(async () => expect(await scriptSources()).toContain('https://www.googletagmanager.com'));
    } finally {
      release();
      vi.useRealTimers();
      slowRead.mockRestore();
      await db.setting.deleteMany({ where: { key: 'google_tag' } });
    }
  });

  it('sends a CSP outside production too, built from the configured hosts (the sandbox here)', async () => {
    const app = await build({});
    const csp = directives((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string | undefined);
    expect(csp.get('script-src')).toEqual(["'self'", 'http://127.0.0.1:4010']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });
});
