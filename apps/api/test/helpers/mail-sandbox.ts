/**
 * The sandbox (Steam stand-in and SMTP inbox) started in-process on random ports, and the worker runtime
 * that sends the api's e-mails to it, for one test file. The mail job reads its SMTP settings from the
 * process environment (as in the worker process), so they are pointed at this sandbox while the file runs.
 */
import { createPrismaClient, type PrismaClient } from '@skins/db';
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type RunningSandbox } from '@skins/sandbox/test-helpers';
import { startWorkerRuntime, type WorkerRuntime } from '../../src/jobs/runtime.ts';
import { testEnv, TEST_DATABASE_URL, TEST_REDIS_URL } from './test-env.ts';

export interface MailMessage {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  links: string[];
}

export interface SandboxContext {
  sandbox: RunningSandbox;
  /** Waits for the newest message to `to` whose subject matches, and returns it. */
  waitForMail(to: string, subject: RegExp, timeoutMs?: number): Promise<MailMessage>;
  /** The worker runtime (with `worker: true`), e.g. to hold a queue as a busy worker would. */
  runtime?: WorkerRuntime;
}

const silent = { info() {}, warn() {}, error() {} };

/** `env`: more settings for the worker (e.g. JOB_EVERY_SCALE to run the scheduled jobs sooner). */
export function useSandbox({ worker = false, queuePrefix = '', env: workerEnv = {} as Record<string, string> } = {}): SandboxContext {
  const context = {} as SandboxContext;
  let runtime: WorkerRuntime | undefined;
  let db: PrismaClient | undefined;

  beforeAll(async () => {
    context.sandbox = await startSandbox();
    if (!worker) return;
    const env = testEnv({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(context.sandbox.smtpPort), PUBLIC_WEB_URL: 'http://localhost:5173', PUBLIC_API_URL: 'http://localhost:3000', ...workerEnv });
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 3 });
    runtime = await startWorkerRuntime({ db, env, redisUrl: TEST_REDIS_URL, prefix: queuePrefix, log: silent });
    context.runtime = runtime;
  });

  afterAll(async () => {
    await runtime?.close();
    await db?.$disconnect();
    await context.sandbox?.close();
  });

  context.waitForMail = async (to, subject, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const response = await fetch(`${context.sandbox.base}/mail/api/messages?to=${encodeURIComponent(to)}`);
      const message = ((await response.json()) as MailMessage[]).find((candidate) => subject.test(candidate.subject));
      if (message) return message;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return context;
}

/** The path and query of an absolute link, to request it from the in-memory app. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
