/**
 * A redis-server of the test's own, on its own port and without persistence, so a test can kill it (SIGKILL)
 * and start it again empty, as after a crash of a Redis that keeps nothing on disk. Never the shared Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';

export interface OwnRedis {
  url: string;
  /** SIGKILL: no shutdown, no save. */
  kill: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

async function waitForPing(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      if (Date.now() > deadline) throw new Error(`redis-server at ${url} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      probe.disconnect();
    }
  }
}

export async function startOwnRedis(port: number): Promise<OwnRedis> {
  const url = `redis://127.0.0.1:${port}/0`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
    await waitForPing(url);
  };
  const kill = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url, kill, start, stop: kill };
}
