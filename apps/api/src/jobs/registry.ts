/** Every job the worker knows, by name. Add a job here and the worker runs it (and schedules it). */
import type { JobDefinition } from './define-job.ts';
import { expireOrdersJob } from './expire-orders.job.ts';

export const jobs: JobDefinition[] = [expireOrdersJob];

export const jobsByName = new Map(jobs.map((job) => [job.name, job]));
