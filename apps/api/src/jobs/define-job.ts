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

/** The watchlist has its own queue: a slow run must never hold up sign-up or password mails. */
export const QUEUES = { maintenance: 'maintenance', mail: 'mail', watchlist: 'watchlist' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/**
 * The id of the request that enqueued a job rides in BullMQ's telemetry metadata, not in the payload: job data
 * stays ids only (CONVENTIONS §5). No OpenTelemetry is configured, so BullMQ itself leaves the field alone.
 */
export function requestIdOptions(requestId: string | undefined): Pick<JobsOptions, 'telemetry'> {
  return requestId ? { telemetry: { metadata: JSON.stringify({ requestId }), omitContext: true } } : {};
}

export function requestIdOf(job: { opts?: Pick<JobsOptions, 'telemetry'> }): string | undefined {
  const metadata = job.opts?.telemetry?.metadata;
  if (!metadata) return undefined;
  try {
    const parsed: unknown = JSON.parse(metadata);
    return typeof parsed === 'object' && parsed !== null && 'requestId' in parsed && typeof parsed.requestId === 'string' ? parsed.requestId : undefined;
  } catch {
    return undefined;
  }
}

export function parsePayload<S extends z.ZodType>(definition: JobDefinition<S>, data: unknown): z.infer<S> {
  const parsed = definition.payload.safeParse(data);
  if (!parsed.success) throw new UnrecoverableError(`Invalid payload for job ${definition.name}: ${parsed.error.message}`);
  return parsed.data;
}
