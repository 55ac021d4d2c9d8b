import { z } from 'zod';

export const dependencyStateSchema = z.enum(['up', 'down']);

export const healthResponseSchema = z.object({
  status: z.enum(['OK', 'ERROR']),
  payload: z.object({
    database: dependencyStateSchema,
    redis: dependencyStateSchema,
    uptime_seconds: z.number(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
