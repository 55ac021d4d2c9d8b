/**
 * A Steam sign-in against the in-process sandbox: the app is built after the sandbox starts, pointed at its
 * OpenID endpoint and Web API, and `approve` does what a person does on the sandbox's picker page.
 */
import { createPrismaClient, type PrismaClient } from '@skins/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type RunningSandbox } from '@skins/sandbox/test-helpers';
import { buildApp } from '../../src/app.ts';
import type { TestBrowser } from './http-client.ts';
import { TEST_DATABASE_URL, testEnv } from './test-env.ts';

export interface SteamTestContext {
  app: FastifyInstance;
  db: PrismaClient;
  sandbox: RunningSandbox;
}

export function useSteamTestApp(envOverrides: Record<string, string> = {}): SteamTestContext {
  const context = {} as SteamTestContext;
  beforeAll(async () => {
    context.sandbox = await startSandbox();
    context.db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 5 });
    const env = testEnv({
      STEAM_OPENID_ENDPOINT: `${context.sandbox.base}/steam/openid/login`,
      STEAM_API_URL: `${context.sandbox.base}/steam/api`,
      ...envOverrides,
    });
    context.app = await buildApp({ env, db: context.db });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.$disconnect();
    await context.sandbox?.close();
  });
  return context;
}

/** Starts a sign-in in the browser; answers the URL of the sandbox's sign-in page it redirected to. */
export async function startSteamSignIn(browser: TestBrowser, userType?: string, then?: string): Promise<URL> {
  const query = new URLSearchParams({ ...(userType ? { user_type: userType } : {}), ...(then ? { then } : {}) }).toString();
  const response = await browser.get(`/auth/steam/redirect${query ? `?${query}` : ''}`);
  if (response.statusCode !== 302) throw new Error(`redirect answered ${response.statusCode}`);
  return new URL(String(response.headers.location));
}

/** Submits the sandbox's picker form ("Approve as <steamid>" or Cancel); answers the callback URL Steam sends back. */
export async function decide(loginPage: URL, action: string): Promise<URL> {
  const form = new URLSearchParams(Object.fromEntries([...loginPage.searchParams].filter(([key]) => key.startsWith('openid.'))));
  form.set('action', action);
  const response = await fetch(`${loginPage.origin}/steam/openid/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`sandbox decide answered ${response.status}: ${await response.text()}`);
  return new URL(String(response.headers.get('location')));
}

export const approve = (loginPage: URL, steamId: string) => decide(loginPage, `user:${steamId}`);

/** The callback URL with one assertion parameter changed (or removed with null). */
export function tamper(callback: URL, changes: Record<string, string | null>): URL {
  const forged = new URL(callback);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) forged.searchParams.delete(key);
    else forged.searchParams.set(key, value);
  }
  return forged;
}

export const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

export async function setSteamFault(sandbox: RunningSandbox, value: string): Promise<void> {
  await fetch(`${sandbox.base}/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ 'steam.check_authentication': value }),
  });
}
