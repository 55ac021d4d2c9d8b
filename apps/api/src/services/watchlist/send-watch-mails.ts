/**
 * The watchlist mail outbox: every match not yet mailed goes out once, in one mail per user (grouped by
 * watch), never one mail per listing. As with receipts, a user's matches are claimed in one statement
 * (a lease, so two workers never mail the same match), the mail is sent outside any transaction, then the
 * matches are marked mailed; a failed send keeps the claim for a pause, and a match is tried a few times in
 * all (services/mail/retry-pause.ts), so a server that answers too late does not get the same alert every
 * run. The Message-ID is stable per set of matches, so the rare resend after a crash is the same message.
 */
import type { ExpressionBuilder } from 'kysely';
import type { PrismaClient } from '@skins/db';
import { queryRows, sql, statements, type Tables } from '@skins/db/sql';
import type { SendMail } from '../mail/mailer.ts';
import { MAIL_MAX_ATTEMPTS, retryAfterFailure } from '../mail/retry-pause.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';
import { watchLabel } from './watch-label.ts';
import { watchMatchesMail, type WatchMailGroup } from './watch-mail.ts';

const CLAIM_SECONDS = 120;
/** Tries of one match's mail; past them the match stays unmailed (skins_mails_given_up counts it). */
export const WATCH_MAIL_MAX_ATTEMPTS = MAIL_MAX_ATTEMPTS;

/** A match not mailed yet, with tries left, and no other worker's claim on it. */
const unmailed = (eb: ExpressionBuilder<Tables & { m: Tables['watch_matches'] }, 'm'>) =>
  eb.and([
    eb('m.notified_at', 'is', null),
    eb('m.mail_attempts', '<', WATCH_MAIL_MAX_ATTEMPTS),
    eb.or([eb('m.claimed_until', 'is', null), eb('m.claimed_until', '<', sql<Date>`now()`)]),
  ]);

export interface WatchMailLinks {
  webUrl: string;
  apiUrl: string;
  secret: string;
}

export async function sendWatchMails(db: PrismaClient, send: SendMail, links: WatchMailLinks, maxUsers = 20): Promise<number> {
  const users = await queryRows(
    db,
    statements
      .selectFrom('watch_matches as m')
      .innerJoin('watches as w', 'w.id', 'm.watch_id')
      .select('w.user_id as userId')
      .distinct()
      .where(unmailed)
      .where((eb) => eb.ref('w.active'))
      .limit(maxUsers),
  );
  let mailed = 0;
  const failures: unknown[] = [];
  for (const { userId } of users) {
    const claimed = await claimMatches(db, userId);
    if (claimed.length === 0) continue;
    const ids = claimed.map((match) => match.id);
    try {
      if (await mailUser(db, send, links, userId, ids)) mailed += 1;
      await db.watchMatch.updateMany({ where: { id: { in: ids } }, data: { notifiedAt: new Date(), claimedUntil: null } });
    } catch (error) {
      failures.push(error);
      const attempts = Math.max(...claimed.map((match) => match.attempts));
      await db.watchMatch.updateMany({ where: { id: { in: ids } }, data: { claimedUntil: retryAfterFailure(attempts) } });
    }
  }
  if (failures.length) throw new Error(`${failures.length} watchlist mail(s) could not be sent`, { cause: failures[0] });
  return mailed;
}

/** Takes the user's unmailed matches, counting the try on each. */
async function claimMatches(db: PrismaClient, userId: number): Promise<Array<{ id: number; attempts: number }>> {
  return queryRows(
    db,
    statements
      .updateTable('watch_matches as m')
      .from('watches as w')
      .set({ claimed_until: sql<Date>`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .set('mail_attempts', (eb) => eb('m.mail_attempts', '+', 1))
      .whereRef('w.id', '=', 'm.watch_id')
      .where('w.user_id', '=', userId)
      .where((eb) => eb.ref('w.active'))
      .where(unmailed)
      .returning(['m.id', 'm.mail_attempts as attempts']),
  );
}

/** Sends one mail about the claimed matches; false when the user has no e-mail address (Steam-only). */
async function mailUser(db: PrismaClient, send: SendMail, links: WatchMailLinks, userId: number, ids: number[]): Promise<boolean> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  if (!user.email) return false;
  const matches = await db.watchMatch.findMany({
    where: { id: { in: ids } },
    orderBy: [{ watchId: 'asc' }, { priceEur: 'asc' }],
    include: { listing: { select: { title: true } }, watch: true },
  });
  const itemNames = await itemNamesOf(db, matches.map((match) => match.watch.itemId));
  const groups = new Map<number, WatchMailGroup>();
  for (const match of matches) {
    const { watch } = match;
    const group = groups.get(watch.id) ?? {
      label: watchLabel({ itemName: itemNames.get(watch.itemId ?? -1) ?? null, hero: watch.hero, rarity: watch.rarity, search: watch.search, maxPrice: watch.maxPriceEur?.toString() ?? null }, '€'),
      unsubscribeUrl: `${links.apiUrl}/api/watches/${watch.id}/unsubscribe?token=${unsubscribeToken(links.secret, watch.id)}`,
      matches: [],
    };
    group.matches.push({ title: match.listing.title, priceEur: match.priceEur.toString(), productId: match.listingId });
    groups.set(watch.id, group);
  }
  const mail = watchMatchesMail(user.email, links.webUrl, [...groups.values()]);
  await send({ ...mail, messageKey: `watch-${userId}-${Math.min(...ids)}-${Math.max(...ids)}` });
  return true;
}

export async function itemNamesOf(db: PrismaClient, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const items = await db.item.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } });
  return new Map(items.map((item) => [item.id, item.name]));
}
