// The end-to-end servers of apps/web/playwright.config.ts (the stack and the Vite dev server), started ahead by
// `npm test` so that their database reset, seed and web build run while vitest does: the api files mostly wait
// on their own servers, and the servers' start-up then costs the end-to-end phase nothing. Playwright finds
// them up and reuses them (E2E_SERVERS_STARTED); a run of `npx playwright test` alone starts its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { canConnect, repoRoot, waitForHttp } from './shell.mjs';

export function e2eOrigins(env = process.env) {
  const port = env.E2E_PORT ?? '3100';
  const devPort = env.E2E_DEV_PORT ?? String(Number(port) + 5);
  return { api: `http://127.0.0.1:${port}`, dev: `http://127.0.0.1:${devPort}`, devPort };
}

/**
 * Starts both servers with their output in `logFile`. `ready` resolves true once both answer, false if either
 * exits first or neither answers within the bound; `stop` ends both, with their children.
 */
export async function startE2eServers(logFile, env = process.env) {
  const { api, dev, devPort } = e2eOrigins(env);
  // Something already serves there (a stack left running): resetting its database under it would break it, so
  // Playwright is left to reuse it or to refuse, as it would without this early start.
  if ((await canConnect('127.0.0.1', new URL(api).port)) || (await canConnect('127.0.0.1', devPort))) {
    return { ready: Promise.resolve(false), stop() {}, children: [] };
  }
  const log = fs.openSync(logFile, 'a');
  const start = (args, options) => spawn(args[0], args.slice(1), { stdio: ['ignore', log, log], detached: true, ...options });
  const children = [
    start([process.execPath, 'scripts/e2e-stack.mjs'], { cwd: repoRoot, env }),
    start(['npx', 'vite', '--port', devPort, '--strictPort'], {
      cwd: path.join(repoRoot, 'apps', 'web'),
      env: { ...env, WEB_PORT: devPort, API_PROXY_TARGET: api },
    }),
  ];
  const exited = new Promise((resolve) => {
    for (const child of children) child.on('exit', () => resolve(false));
  });
  // Generous: the stack resets and seeds a database and builds the web app on a machine busy with vitest.
  const up = Promise.all([waitForHttp(`${api}/api/health`, 900_000), waitForHttp(`${dev}/`, 900_000)]).then((answers) => answers.every(Boolean));
  const ready = Promise.race([up, exited]);
  function stop() {
    for (const child of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  return { ready, stop, children };
}
