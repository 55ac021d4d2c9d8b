/**
 * Jobs are typed and validated (CONVENTIONS §5): a job carries ids, never secrets or card data; its
 * payload is parsed before the handler runs, and a payload that fails to parse is not retried.
 */
import type { PrismaClient } from '@skins/db';
import { UnrecoverableError, type JobsOptions } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Env } from '../config/env.ts';

export interface JobContext {
  db: PrismaClient;
  /** The worker's parsed environment (provider settings, URLs). */
  env: Env;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  queue: QueueName;
  payload: S;
  /** Every `every` ms, when the job runs on a schedule. */
  every?: number;
  /** Retry policy of the scheduled runs (a run that throws is retried with these). */
  retry?: Pick<JobsOptions, 'attempts' | 'backoff'>;
  handler: (payload: z.infer<S>, context: JobContext) => Promise<unknown>;
}

export const QUEUES = { maintenance: 'maintenance', mail: 'mail' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** Where a job's data keeps the id of the request that enqueued it (taken off before the payload is parsed). */
export const REQUEST_ID_FIELD = '_request_id';

/** Splits stored job data into the request id (if any) and the payload proper. */
export function splitJobData(data: unknown): { requestId: string | undefined; payload: unknown } {
  if (typeof data !== 'object' || data === null || !(REQUEST_ID_FIELD in data)) return { requestId: undefined, payload: data };
  const { [REQUEST_ID_FIELD]: requestId, ...payload } = data as Record<string, unknown>;
  return { requestId: typeof requestId === 'string' ? requestId : undefined, payload };
}

export function parsePayload<S extends z.ZodType>(definition: JobDefinition<S>, data: unknown): z.infer<S> {
  const parsed = definition.payload.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`Invalid payload for job ${definition.name}: ${parsed.error.message}`);
  return parsed.data;
}
