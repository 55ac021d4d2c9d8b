import type { JobsOptions, Queue } from 'bullmq';
import type { z } from 'zod';
import { requestIdOptions, type JobDefinition } from './define-job.ts';

/** A Redis that is down must not hold a request: enqueueing gives up after this long. */
const ENQUEUE_TIMEOUT_MS = 2000;

/**
 * Adds a job after validating its payload against the job's own schema, so a bad payload fails the caller.
 * A job enqueued while serving a request carries that request's id (beside the payload; see define-job.ts).
 */
export async function enqueueJob<S extends z.ZodType>(
  queue: Queue,
  definition: JobDefinition<S>,
  payload: z.input<S>,
  { requestId, ...options }: JobsOptions & { requestId?: string } = {},
) {
  const data = definition.payload.parse(payload);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Enqueueing ${definition.name} timed out (Redis unreachable?)`)), ENQUEUE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([queue.add(definition.name, data, { ...options, ...requestIdOptions(requestId) }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
