/**
 * The seller's e-mails: one for each step of their sell orders that they should hear about (an offer made or
 * changed, their acceptance, the skin received, the payout with its reference and date, an offer that lapsed,
 * the order returned or cancelled with the reason), written from the sell-order events that record them. The
 * events are the outbox: each is mailed once; steps that come close together (staff changing three offers
 * at once) wait until the seller's steps have been quiet a few seconds and go out as one mail, which names
 * only those steps, never every open offer again. Of one order's steps in a mail only the newest is told: the
 * older ones (an offer since changed, an acceptance the arrival followed) are no longer true.
 */
import type { PrismaClient, SellOrderStatus, TradeStatus } from '@skins/db';
import { queryRows, sql, statements, type TableRow } from '@skins/db/sql';
import { convertFromEur, DEFAULT_CURRENCY, formatPrice } from '@skins/shared';
import { resolveCurrency, type PriceCurrency } from '../currencies/resolve-currency.ts';
import type { SendMail } from '../mail/mailer.ts';
import { sellerStepsMail, type SellerStep } from '../mail/seller-steps-mail.ts';

const MAILED_STEPS: readonly SellOrderStatus[] = ['offer', 'accepted', 'skin_received', 'sold', 'returned', 'cancelled'];
/** How long a seller's steps must have been quiet before they are mailed: a burst of staff's changes is one mail. */
export const SELLER_STEPS_QUIET_MS = 5_000;
/** Where the intake's offer has reached Steam and the seller: its code is worth telling. */
const OFFER_REACHED: TradeStatus[] = ['sent', 'accepted', 'on_hold', 'protected', 'done'];

/** A claimed step, its offer as numeric text. */
type ClaimedEvent = Pick<TableRow<'sell_order_events'>, 'id' | 'sell_order_id' | 'to_status' | 'actor_role' | 'note' | 'created_at'> & { price_eur: string | null };

const day = (value: Date) => value.toISOString().slice(0, 10);

export async function sendSellerStepMails(db: PrismaClient, send: SendMail, webUrl: string, { quietMs = SELLER_STEPS_QUIET_MS }: { quietMs?: number } = {}): Promise<number> {
  const sellers = await queryRows(
    db,
    statements
      .selectFrom('sell_order_events as e')
      .innerJoin('sell_orders as so', 'so.id', 'e.sell_order_id')
      .select('so.user_id')
      .where('e.mailed_at', 'is', null)
      .groupBy('so.user_id')
      .having((eb) => eb(eb.fn.max('e.created_at'), '<', sql<Date>`now() - make_interval(secs => ${quietMs / 1000})`))
      .limit(50),
  );
  let mailed = 0;
  for (const { user_id: userId } of sellers) {
    const claimed: ClaimedEvent[] = await queryRows(
      db,
      statements
        .updateTable('sell_order_events as e')
        .set({ mailed_at: sql`now()` })
        .where('e.mailed_at', 'is', null)
        .where('e.sell_order_id', 'in', (eb) => eb.selectFrom('sell_orders as so').select('so.id').where('so.user_id', '=', userId))
        .returning((eb) => [
          'e.id', 'e.sell_order_id', 'e.to_status', 'e.actor_role', sql<string | null>`${eb.ref('e.price_eur')}::text`.as('price_eur'), 'e.note', 'e.created_at',
        ]),
    );
    const steps = currentSteps(claimed).filter((event) => MAILED_STEPS.includes(event.to_status) || (event.to_status === 'pending' && event.actor_role === 'system'));
    if (steps.length === 0) continue;
    try {
      const mail = await composeSteps(db, userId, steps, webUrl);
      if (mail) {
        await send(mail);
        mailed += 1;
      }
    } catch (error) {
      await db.sellOrderEvent.updateMany({ where: { id: { in: claimed.map((event) => event.id) } }, data: { mailedAt: null } });
      throw error;
    }
  }
  return mailed;
}

/** Each order's newest step, oldest order first: what came before it in the same mail is no longer so. */
function currentSteps(events: ClaimedEvent[]): ClaimedEvent[] {
  const newest = new Map<number, ClaimedEvent>();
  for (const event of events) {
    const kept = newest.get(event.sell_order_id);
    if (!kept || event.id > kept.id) newest.set(event.sell_order_id, event);
  }
  return [...newest.values()].sort((a, b) => a.id - b.id);
}

async function composeSteps(db: PrismaClient, userId: number, events: ClaimedEvent[], webUrl: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, name: true, iban: true } });
  if (!user?.email) return null;
  const orders = new Map((await db.sellOrder.findMany({ where: { id: { in: events.map((event) => event.sell_order_id) } } })).map((order) => [order.id, order]));
  const currencies = new Map<string, PriceCurrency>();
  const money = async (currencyCode: string, euro: string | null) => {
    if (euro === null) return '';
    if (!currencies.has(currencyCode)) currencies.set(currencyCode, await resolveCurrency(db, currencyCode).catch((): PriceCurrency => ({ ...DEFAULT_CURRENCY })));
    const currency = currencies.get(currencyCode)!;
    return formatPrice(convertFromEur(euro, currency.rate), currency.symbol);
  };
  const bank = user.iban ? `the bank account ending ${user.iban.slice(-4)}` : 'your bank account';
  const steps: SellerStep[] = [];
  for (const event of events) {
    const order = orders.get(event.sell_order_id);
    if (!order) continue;
    const what = `${order.skinName} (sell order #${order.id})`;
    const price = await money(order.currency, event.price_eur);
    const accepted = await money(order.currency, order.adminPriceEur?.toString() ?? null);
    switch (event.to_status) {
      case 'offer':
        steps.push({ what, text: `We offer ${price}${order.offerValidUntil ? `; the offer stands until ${day(order.offerValidUntil)}` : ''}. Accept or reject it under Sell Orders.` });
        break;
      case 'pending':
        steps.push({ what, text: 'Our offer lapsed without an answer. You can edit the order again, and we will make a new offer.' });
        break;
      case 'accepted': {
        // As the intake stands now, promising no later mail: the offer may be answered before its own would go out.
        const intake = await db.trade.findFirst({ where: { sellOrderId: order.id, kind: 'intake', status: { in: OFFER_REACHED }, offerId: { not: null } }, orderBy: { id: 'desc' }, select: { code: true } });
        steps.push({
          what,
          text: intake?.code
            ? `You accepted ${accepted}. Our Steam bot has sent you a trade offer asking for the skin, with the code ${intake.code}; accept it in Steam (your Sell Orders tab links to it).`
            : `You accepted ${accepted}. Our Steam bot is preparing a trade offer asking for the skin; your Sell Orders tab shows its link and code as soon as Steam has it.`,
        });
        break;
      }
      case 'skin_received':
        steps.push({ what, text: `The skin reached our Steam bot on ${day(event.created_at)}. We pay ${accepted} to ${bank} once any period in which Steam lets the trade be reversed has passed.` });
        break;
      case 'sold':
        steps.push({
          what,
          text: `We paid you ${await money(order.currency, order.finalPriceEur?.toString() ?? null)} on ${day(order.paidOutAt ?? event.created_at)} to ${bank}, reference ${order.payoutReference ?? '-'}.${event.note?.includes('instead of the accepted') ? ` Why the amount differs: ${event.note.replace(/^.*?: /, '')}` : ''}`,
        });
        break;
      case 'returned':
        steps.push({ what, text: `The sell order is returned: ${event.note ?? 'no reason was given'}.` });
        break;
      case 'cancelled':
        steps.push({ what, text: `The sell order is cancelled: ${event.note ?? 'no reason was given'}.` });
        break;
      default:
        break;
    }
  }
  return steps.length ? sellerStepsMail(user.email, user.name, steps, `${webUrl}/account?tab=sell-orders`, events.map((event) => event.id).join('-')) : null;
}
