/**
 * How the outboxes (receipts, watchlist alerts) try a mail again. Each try is counted when the mail is
 * claimed, before it is sent, so a crash mid-send counts too. A failed try waits a pause that grows, and
 * after MAIL_MAX_ATTEMPTS the mail is not tried again by itself: a server that stores a mail but answers
 * after the mailer stopped waiting would otherwise get the same mail every run, without end.
 */
export const MAIL_MAX_ATTEMPTS = 5;

/** The pause after the n-th failed try (1-based): 1, 5, 15 and 60 minutes, about 80 minutes in all. */
const PAUSES_SECONDS = [60, 300, 900, 3600];

/** When a mail that failed its `attempts`-th try may be claimed again. */
export function retryAfterFailure(attempts: number, now = Date.now()): Date {
  const pause = PAUSES_SECONDS[Math.min(Math.max(attempts, 1), PAUSES_SECONDS.length) - 1]!;
  return new Date(now + pause * 1000);
}
