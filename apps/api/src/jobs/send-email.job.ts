import type { JobsOptions } from 'bullmq';
import { z } from 'zod';
import type { Env } from '../config/env.ts';
import { ACCOUNT_EMAIL_KINDS } from '../services/auth/account-emails.ts';
import { mailSettingsFromEnv, smtpSender } from '../services/mail/mailer.ts';
import { sendAccountEmail, type AccountMailer } from '../services/mail/send-account-email.ts';
import { defineJob, QUEUES } from './define-job.ts';

const mailers = new WeakMap<Env, AccountMailer>();

/** One SMTP transport per worker environment, made on the first e-mail. */
export function workerMailer(env: Env): AccountMailer {
  let mailer = mailers.get(env);
  if (!mailer) {
    const settings = mailSettingsFromEnv(env);
    mailer = { send: smtpSender(settings), settings };
    mailers.set(env, mailer);
  }
  return mailer;
}

export const sendEmailJob = defineJob({
  name: 'send-email',
  queue: QUEUES.mail,
  payload: z.object({ kind: z.enum(ACCOUNT_EMAIL_KINDS), userId: z.number().int().positive() }).strict(),
  handler: async (payload, { db, env, log }) => {
    const result = await sendAccountEmail(db, workerMailer(env), payload);
    log.info({ kind: payload.kind, userId: payload.userId, ...result }, 'account e-mail processed');
    return result;
  },
});

/** SMTP hiccups are retried with growing pauses (10 s, 20 s, 40 s, ... about 10 minutes in all). */
export const SEND_EMAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
};
