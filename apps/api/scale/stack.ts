/**
 * The scaled stack: two api processes and two workers, all the built output (dist/, plain node),
 * against one PostgreSQL database and one Redis, behind HAProxy on one port, with the sandbox as Paysage.
 * `npm run stack:scaled` runs it until Ctrl-C; scale/scaled-stack.test.ts starts it, loads it and kills parts.
 * It has its own database (skins_scale), its own redis-server (no persistence) and ports 3449-3460, 4450/1450.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { applyMigrations, dropDatabase, ensureDatabase, loadDotEnv } from '@skins/db';
import { openSeedClient, seedDatabase } from '@skins/db/seed';
import { haproxyConfig } from './haproxy-config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ScaledStackOptions {
  /** The balancer's port; the api replicas take the next ports, Redis the one before. */
  port?: number;
  apiReplicas?: number;
  workerReplicas?: number;
  databaseUrl?: string;
  sandboxPort?: number;
  sandboxSmtpPort?: number;
  listings?: number;
  /** Extra environment for the api and worker processes. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface StackProcess {
  name: string;
  child: ChildProcess;
  /** Sends a signal and waits for the exit; resolves with the exit code (null when killed by the signal). */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  exited: () => boolean;
}

export interface ScaledStack {
  url: string;
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  sandboxUrl: string;
  env: Record<string, string>;
  processes: Map<string, StackProcess>;
  logDir: string;
  stop: () => Promise<void>;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not come up within ${timeoutMs} ms`);
}

const httpOk = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

function which(binary: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error(`${binary} is not installed (apt-get install -y ${binary === 'haproxy' ? 'haproxy' : 'redis-server'})`);
  return found;
}

export async function startScaledStack(options: ScaledStackOptions = {}): Promise<ScaledStack> {
  loadDotEnv();
  const log = options.log ?? ((line: string) => console.log(line));
  const port = options.port ?? Number(process.env.SCALE_PORT ?? 3450);
  const apiPorts = Array.from({ length: options.apiReplicas ?? 2 }, (_, index) => port + 1 + index);
  const redisPort = port - 1;
  const sandboxPort = options.sandboxPort ?? Number(process.env.SCALE_SANDBOX_PORT ?? 4450);
  const sandboxSmtpPort = options.sandboxSmtpPort ?? Number(process.env.SCALE_SANDBOX_SMTP_PORT ?? 1450);
  const databaseUrl = options.databaseUrl ?? process.env.SCALE_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/skins_scale';
  const redisUrl = `redis://127.0.0.1:${redisPort}/0`;
  const url = `http://127.0.0.1:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const queuePrefix = 'scale';
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skins-scale-'));
  const processes = new Map<string, StackProcess>();
  const haproxyBinary = which('haproxy');
  const redisBinary = which('redis-server');

  const start = (name: string, command: string, args: string[], env: Record<string, string> = {}): StackProcess => {
    const out = fs.openSync(path.join(logDir, `${name}.log`), 'a');
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    const exit = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const entry: StackProcess = {
      name,
      child,
      exited: () => child.exitCode !== null || child.signalCode !== null,
      stop: async (signal = 'SIGTERM') => {
        if (!entry.exited()) child.kill(signal);
        const [code] = await exit;
        return code;
      },
    };
    processes.set(name, entry);
    return entry;
  };

  const stop = async () => {
    // Balancer first, then the apps (SIGTERM: they drain), then the data stores.
    const order = ['haproxy', ...[...processes.keys()].filter((name) => !['haproxy', 'redis'].includes(name)), 'redis'];
    for (const name of order) {
      const entry = processes.get(name);
      if (!entry || entry.exited()) continue;
      const timer = setTimeout(() => entry.child.kill('SIGKILL'), 20_000);
      await entry.stop('SIGTERM');
      clearTimeout(timer);
    }
  };

  try {
    log(`scaled stack: building the server (dist/), logs in ${logDir}`);
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);

    log(`scaled stack: database ${databaseUrl} (fresh)`);
    await dropDatabase(databaseUrl);
    await ensureDatabase(databaseUrl);
    await applyMigrations(databaseUrl);
    const db = openSeedClient(databaseUrl);
    try {
      await seedDatabase(db, { listings: options.listings ?? 400, staff: { email: 'staff@scale.local', password: 'Staff-password-1' } });
    } finally {
      await db.$disconnect();
    }

    start('redis', redisBinary, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction']);
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.SCALE_LOG_LEVEL ?? 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      API_HOST: '127.0.0.1',
      PUBLIC_WEB_URL: url,
      PUBLIC_API_URL: url,
      CORS_ORIGINS: url,
      TRUST_PROXY: '127.0.0.1',
      SANDBOX_PUBLIC_URL: sandboxUrl,
      SANDBOX_SMTP_PORT: String(sandboxSmtpPort),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sandboxSmtpPort),
      // Schedules ten times faster, so "once per period" shows within a short run.
      JOB_EVERY_SCALE: '0.1',
      SCHEDULER_WATCHDOG_MS: '2000',
      // Readiness fails this long before a stopping api closes: longer than the balancer needs to notice
      // (2 failed checks, 1 s apart), so it has moved away first.
      SHUTDOWN_DRAIN_MS: '3000',
      ...options.env,
    };
    start('sandbox', process.execPath, ['dist/sandbox.js'], {
      NODE_ENV: 'development',
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_SMTP_PORT: String(sandboxSmtpPort),
      SANDBOX_PUBLIC_URL: sandboxUrl,
      SANDBOX_LOG_LEVEL: 'warn',
      SANDBOX_NOTIFY_RETRY_BASE_MS: '200',
    });
    await waitFor('sandbox', httpOk(`${sandboxUrl}/health`));

    for (let index = 1; index <= (options.workerReplicas ?? 2); index++) start(`worker-${index}`, process.execPath, ['dist/worker.js'], env);
    apiPorts.forEach((apiPort, index) => start(`api-${index + 1}`, process.execPath, ['--max-semi-space-size=64', 'dist/server.js'], { ...env, API_PORT: String(apiPort) }));
    for (const apiPort of apiPorts) await waitFor(`api on ${apiPort}`, httpOk(`http://127.0.0.1:${apiPort}/api/health/ready`));

    const configFile = path.join(logDir, 'haproxy.cfg');
    fs.writeFileSync(configFile, haproxyConfig({ port, apiPorts }));
    start('haproxy', haproxyBinary, ['-f', configFile, '-db']);
    await waitFor('haproxy', httpOk(`${url}/api/health/ready`));
    log(`scaled stack: ${url} -> ${apiPorts.length} api replicas (${apiPorts.join(', ')}), ${options.workerReplicas ?? 2} workers, Redis ${redisUrl}, sandbox ${sandboxUrl}`);
    return { url, databaseUrl, redisUrl, queuePrefix, sandboxUrl, env, processes, logDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
