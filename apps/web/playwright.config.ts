import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The repository's .env, as the stack (scripts/e2e-stack.mjs) and `npm test` read it: run directly
// (`npx playwright test`), the specs must find the stack's port and database where the stack put them.
const dotEnv = path.resolve(import.meta.dirname, '../../.env');
if (fs.existsSync(dotEnv)) process.loadEnvFile(dotEnv);

/** The stack's port (scripts/e2e-stack.mjs reads the same variable), so two checkouts can test side by side. */
const port = process.env.E2E_PORT ?? '3100';
/**
 * The Vite dev server, as `npm start` serves the web (the development build, React StrictMode), proxying to the
 * same stack's api. The specs under e2e/dev-server run against it: a suite that drove only the built web missed
 * every dialog closing itself under StrictMode.
 */
const devPort = process.env.E2E_DEV_PORT ?? String(Number(port) + 5);
const apiUrl = `http://127.0.0.1:${port}`;
/**
 * Tests tagged @shop-wide change a setting of the whole shop (VAT, the instant-quote limit) or hold whole catalogue pages against the
 * api's answer: they run alone, after the rest, so that no other test buys, lists or pays beside them. Every
 * other test makes its own buyers and sellers and picks its own copies, so two run side by side.
 */
const SHOP_WIDE = /@shop-wide/;
const devServer = /dev-server\//;
/**
 * The whole suite (`npm test`, `npm run test:e2e`) runs two workers and the shop-wide tests last. A run of chosen
 * specs (`npx playwright test e2e/x.spec.ts`) runs one test at a time in no set order instead: a project's
 * dependencies run whole whatever the filter, so the ordering would run every other test first.
 */
const wholeSuite = process.env.E2E_WHOLE_SUITE === '1';
/** `npm test` starts both servers beside vitest (scripts/lib/e2e-servers.mjs); CI otherwise starts them afresh. */
const reuseExistingServer = !process.env.CI || process.env.E2E_SERVERS_STARTED === '1';
const after = (projects: string[]) => (wholeSuite ? projects : []);

export default defineConfig({
  testDir: 'e2e',
  workers: Number(process.env.E2E_WORKERS ?? (wholeSuite ? 2 : 1)),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Every wait in the specs is for a state (a text, a URL, a mail, a delivery); these bounds only end a walk that
  // hangs. They are generous because a busy machine (a laptop compiling, CI beside other jobs) takes many times
  // longer over the same work; a spec sets a longer one only where the work itself is long (a worker's cycle).
  timeout: 240_000,
  expect: { timeout: 30_000 },
  use: {
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    baseURL: process.env.E2E_BASE_URL ?? apiUrl,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'built', testIgnore: devServer, grepInvert: SHOP_WIDE },
    { name: 'dev-server', testMatch: /dev-server\/.*\.spec\.ts$/, grepInvert: SHOP_WIDE, use: { baseURL: `http://127.0.0.1:${devPort}` } },
    { name: 'shop-wide', testIgnore: devServer, grep: SHOP_WIDE, workers: 1, dependencies: after(['built', 'dev-server']) },
    {
      name: 'shop-wide-dev-server',
      testMatch: /dev-server\/.*\.spec\.ts$/,
      grep: SHOP_WIDE,
      workers: 1,
      dependencies: after(['shop-wide']),
      use: { baseURL: `http://127.0.0.1:${devPort}` },
    },
  ],
  webServer: [
    {
      // Builds the web app, seeds a separate database and serves both from the api on one port (one origin).
      command: 'node ../../scripts/e2e-stack.mjs',
      url: `${apiUrl}/api/health`,
      timeout: 240_000,
      reuseExistingServer,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // `npm run dev -w @skins/web` as `npm start` runs it, with the proxy pointed at the stack's api.
      command: `npx vite --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}/`,
      env: { WEB_PORT: devPort, API_PROXY_TARGET: apiUrl },
      timeout: 120_000,
      reuseExistingServer,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
