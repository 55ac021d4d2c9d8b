/**
 * The worker runtime: one BullMQ Worker per queue dispatching by job name, and a job scheduler for every
 * job with `every`. worker.ts runs it as a process; tests start it in-process with their own prefix.
 */
import type { PrismaClient } from '@skins/db';
import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';
import { parsePayload, QUEUES, type JobContext, type QueueName } from './define-job.ts';
import { jobs, jobsByName } from './registry.ts';

export interface WorkerRuntimeOptions {
  db: PrismaClient;
  env: Env;
  redisUrl: string;
  prefix: string;
  log: JobContext['log'];
  concurrency?: number;
}

export interface WorkerRuntime {
  queues: Map<QueueName, Queue>;
  workers: Worker[];
  close: () => Promise<void>;
}

/** BullMQ workers block on Redis: their connection must never give up on a command. */
export function workerConnection(redisUrl: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

export async function startWorkerRuntime({ db, env, redisUrl, prefix, log, concurrency = 2 }: WorkerRuntimeOptions): Promise<WorkerRuntime> {
  const connection = workerConnection(redisUrl);
  const options = { connection: connection as ConnectionOptions, prefix };
  const queues = new Map<QueueName, Queue>();
  const workers: Worker[] = [];

  for (const queueName of Object.values(QUEUES)) {
    const queue = new Queue(queueName, options);
    queues.set(queueName, queue);
    const worker = new Worker(
      queueName,
      async (job) => {
        const definition = jobsByName.get(job.name);
        if (!definition) throw new Error(`No handler for job ${job.name} on queue ${queueName}`);
        return definition.handler(parsePayload(definition, job.data), { db, env, log });
      },
      { ...options, concurrency },
    );
    worker.on('failed', (job, error) => log.error({ job: job?.name, id: job?.id, err: error }, 'job failed'));
    workers.push(worker);
  }

  for (const job of jobs) {
    if (!job.every) continue;
    // upsert: restarting the worker (or running two) keeps exactly one scheduler per job.
    await queues.get(job.queue)?.upsertJobScheduler(job.name, { every: job.every }, { name: job.name, data: {}, opts: { ...job.retry, removeOnComplete: { count: 100 }, removeOnFail: { count: 500 } } });
  }

  return {
    queues,
    workers,
    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}
