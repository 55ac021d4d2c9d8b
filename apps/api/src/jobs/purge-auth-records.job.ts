import { z } from 'zod';
import { purgeExpiredAuthRecords } from '../services/auth/purge-expired.ts';
import { defineJob, QUEUES } from './define-job.ts';

export const purgeAuthRecordsJob = defineJob({
  name: 'purge-auth-records',
  queue: QUEUES.maintenance,
  payload: z.object({}).strict(),
  every: 60 * 60_000,
  handler: async (_payload, { db, log }) => {
    const purged = await purgeExpiredAuthRecords(db);
    log.info(purged, 'purged expired sessions, e-mail tokens, Steam states and OpenID nonces');
    return purged;
  },
});
