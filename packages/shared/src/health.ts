import { z } from 'zod';

export const dependencyStateSchema = z.enum(['up', 'down']);

/**
 * GET /api/health (and the details of GET /api/health/ready). `schedulers` is down when a job scheduler is
 * missing from Redis (named in `missing_schedulers`) or Redis cannot be asked; `draining` while the process
 * shuts down. In production only the metrics or a staff token is shown these.
 */
const healthDetailsSchema = z.object({
  database: dependencyStateSchema,
  redis: dependencyStateSchema,
  schedulers: dependencyStateSchema,
  missing_schedulers: z.array(z.string()),
  draining: z.boolean(),
  uptime_seconds: z.number(),
});

export const healthResponseSchema = z.object({ status: z.enum(['OK', 'ERROR']), payload: healthDetailsSchema });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/ready: ready or not for everyone (load balancers); the details for operators. */
export const readinessResponseSchema = z.object({ status: z.enum(['OK', 'ERROR']), payload: healthDetailsSchema.optional() });

/** GET /api/health/live: the process answers. */
export const livenessResponseSchema = z.object({ status: z.literal('OK') });
