import { z } from 'zod';
import { matchChangedListings } from '../services/watchlist/match-watches.ts';
import { sendWatchMails } from '../services/watchlist/send-watch-mails.ts';
import { defineJob, QUEUES } from './define-job.ts';
import { workerMailer } from './send-email.job.ts';

/**
 * Records listings that newly fit a watch (from the inbox of listings that changed), then mails
 * each user once about all of theirs. Safe to run twice: a match is unique per watch and listing, and a
 * mailed match is never mailed again. On its own queue, so its runs never hold up account mails.
 */
export const watchlistJob = defineJob({
  name: 'watchlist',
  queue: QUEUES.watchlist,
  payload: z.object({}).strict(),
  every: 20_000,
  retry: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async (_payload, { db, env, log }) => {
    const { matched } = await matchChangedListings(db);
    const mailed = await sendWatchMails(db, workerMailer(env).send, {
      webUrl: env.PUBLIC_WEB_URL.replace(/\/+$/, ''),
      apiUrl: env.PUBLIC_API_URL.replace(/\/+$/, ''),
      secret: env.SESSION_SECRET,
    });
    if (matched || mailed) log.info({ matched, mailed }, 'watchlist matched and mailed');
    return { matched, mailed };
  },
});
