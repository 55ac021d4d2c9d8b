/** Every job the worker knows, by name. Add a job here and the worker runs it (and schedules it). */
import type { JobDefinition } from './define-job.ts';
import { custodySweepJob } from './custody-sweep.job.ts';
import { expireOrdersJob } from './expire-orders.job.ts';
import { lapseOffersJob } from './lapse-offers.job.ts';
import { purgeAuthRecordsJob } from './purge-auth-records.job.ts';
import { reconcileOrdersJob } from './reconcile-orders.job.ts';
import { sendEmailJob } from './send-email.job.ts';
import { sellerMailsJob } from './seller-mails.job.ts';
import { sendReceiptsJob } from './send-receipts.job.ts';
import { sendRefundsJob } from './send-refunds.job.ts';
import { tradeMailsJob } from './trade-mails.job.ts';
import { watchlistJob } from './watchlist.job.ts';

export const jobs: JobDefinition[] = [
  custodySweepJob,
  expireOrdersJob,
  lapseOffersJob,
  purgeAuthRecordsJob,
  reconcileOrdersJob,
  sellerMailsJob,
  sendEmailJob,
  sendReceiptsJob,
  sendRefundsJob,
  tradeMailsJob,
  watchlistJob,
];

export const jobsByName = new Map(jobs.map((job) => [job.name, job]));
