import { createPrismaClient, type PrismaClient } from '@skins/db';
import { acceptOfferBodySchema, sellOrderBodySchema } from '@skins/shared/sell-orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.ts';
import { acceptOffer, createSellOrder, deleteSellOrder, rejectOffer, updateSellOrder } from '../src/services/sell-orders/seller-actions.ts';
import { cancelSellOrder, makeOffer, markSold, returnSellOrder } from '../src/services/sell-orders/staff-actions.ts';
import { receivedBySystem } from './helpers/sell-orders.ts';
import { createBuyer } from './helpers/orders.ts';
import { TEST_DATABASE_URL } from './helpers/test-env.ts';

/**
 * The state machine as DESIGN.md words it, written out independently of the code's own table:
 * pending -(offer)-> offer -> accepted | rejected; accepted -> skin_received -> sold; staff may return or
 * cancel; a seller may edit or delete only while pending without an offer.
 */
type ModelStatus = 'pending' | 'offer' | 'accepted' | 'rejected' | 'skin_received' | 'sold' | 'returned' | 'cancelled' | 'deleted';
type Command = 'edit' | 'delete' | 'accept' | 'reject' | 'offer' | 'receive' | 'sell' | 'return' | 'cancel';
const MODEL: Record<ModelStatus, Partial<Record<Command, ModelStatus>>> = {
  pending: { edit: 'pending', delete: 'deleted', offer: 'offer', cancel: 'cancelled' },
  offer: { offer: 'offer', accept: 'accepted', reject: 'rejected', cancel: 'cancelled' },
  accepted: { receive: 'skin_received', return: 'returned', cancel: 'cancelled' },
  skin_received: { sell: 'sold', return: 'returned' },
  rejected: {},
  sold: {},
  returned: {},
  cancelled: {},
  deleted: {},
};
const COMMANDS = Object.keys({ edit: 0, delete: 0, accept: 0, reject: 0, offer: 0, receive: 0, sell: 0, return: 0, cancel: 0 }) as Command[];

/** mulberry32: a tiny seeded generator, so a failing sequence can be replayed from its seed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SELL = sellOrderBodySchema.parse({ skin_name: 'Dragonclaw Hook', quality: 'Immortal', price: 150, steam_link: 'https://steamcommunity.com/id/seller/inventory' });
const CARD = '4242 4242 4242 4242';
const ACCEPT = acceptOfferBodySchema.parse({
  trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEf12',
  card_number: CARD,
  card_holder_name: 'Ana Seller',
  card_expire_date: '12/39',
});

describe('sell orders', () => {
  let db: PrismaClient;
  let staffId: number;
  beforeAll(async () => {
    db = createPrismaClient({ databaseUrl: TEST_DATABASE_URL, maxConnections: 10 });
    staffId = (await db.user.findUniqueOrThrow({ where: { email: 'staff@test.local' } })).id;
  });
  afterAll(async () => {
    await db?.$disconnect();
  });

  async function seller() {
    const user = await createBuyer(db);
    return db.user.update({ where: { id: user.id }, data: { userType: 'seller', iban: 'EE382200221020145685', bicSwift: 'HABAEE2X' } });
  }

  function run(command: Command, id: number, sellerId: number, step: number) {
    switch (command) {
      case 'edit':
        return updateSellOrder(db, sellerId, id, { ...SELL, price: 100 + step });
      case 'delete':
        return deleteSellOrder(db, sellerId, id);
      case 'accept':
        return acceptOffer(db, sellerId, id, ACCEPT);
      case 'reject':
        return rejectOffer(db, sellerId, id);
      case 'offer':
        return makeOffer(db, staffId, id, `${120 + step}.50`);
      // The skin is received by the engine (its intake done), never on staff's word: refused unless accepted.
      case 'receive':
        return db.sellOrder.findUnique({ where: { id } }).then((order) => {
          if (order?.status !== 'accepted') throw new AppError('CONFLICT', 'not accepted');
          return receivedBySystem(db, id);
        });
      case 'sell':
        return markSold(db, staffId, id, '130.00', `payout-${id}-${step}`, 'test: a price agreed after the offer');
      case 'return':
        return returnSellOrder(db, staffId, id);
      case 'cancel':
        return cancelSellOrder(db, staffId, id);
    }
  }

  it('agrees with the state machine over 200 random command sequences', async () => {
    const next = random(20261121);
    const owner = await seller();
    for (let runIndex = 0; runIndex < 200; runIndex++) {
      const order = await createSellOrder(db, owner.id, SELL);
      let status: ModelStatus = 'pending';
      let transitions = 0;
      const trace: string[] = [];
      for (let step = 0; step < 12; step++) {
        const command = COMMANDS[Math.floor(next() * COMMANDS.length)]!;
        const expected: ModelStatus | undefined = MODEL[status][command];
        trace.push(command);
        const outcome = await run(command, order.id, owner.id, step).then(
          () => 'ok' as const,
          (error: unknown) => error,
        );
        if (expected) {
          expect(outcome, `run ${runIndex}: ${trace.join(' ')}`).toBe('ok');
          status = expected;
          if (command !== 'delete') transitions++;
        } else {
          expect(outcome, `run ${runIndex}: ${trace.join(' ')}`).toBeInstanceOf(AppError);
          expect([404, 409]).toContain((outcome as AppError).status);
        }
        if (status === 'deleted') break;
      }
      const row = await db.sellOrder.findUnique({ where: { id: order.id }, include: { events: true } });
      if (status === 'deleted') {
        expect(row, trace.join(' ')).toBeNull();
      } else {
        expect(row?.status, trace.join(' ')).toBe(status);
        expect(row?.events, trace.join(' ')).toHaveLength(transitions + 1);
      }
    }
  });

  it("hides another seller's orders (404) and checks the accept preconditions", async () => {
    const owner = await seller();
    const stranger = await seller();
    const order = await createSellOrder(db, owner.id, SELL);
    await expect(updateSellOrder(db, stranger.id, order.id, SELL)).rejects.toMatchObject({ status: 404 });
    await expect(deleteSellOrder(db, stranger.id, order.id)).rejects.toMatchObject({ status: 404 });

    await makeOffer(db, staffId, order.id, '99.90');
    await db.user.update({ where: { id: owner.id }, data: { iban: null } });
    await expect(acceptOffer(db, owner.id, order.id, ACCEPT)).rejects.toMatchObject({ status: 422, message: 'Missing Payment Information' });
    // A seller signed in with Steam may only be paid through a trade URL of that same account.
    const accountId = 100_000_000 + Math.floor(Math.random() * 1_000_000_000);
    const steamId = (76561197960265728n + BigInt(accountId)).toString();
    await db.user.update({ where: { id: owner.id }, data: { iban: 'EE382200221020145685', steamId } });
    const mismatch = await acceptOffer(db, owner.id, order.id, ACCEPT).catch((error: AppError) => error);
    expect(mismatch).toMatchObject({ status: 422, fieldErrors: { trade_url: [expect.stringMatching(/belongs to another Steam account/)] } });
    const ownTradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${accountId}&token=AbCdEf12`;
    expect(await acceptOffer(db, owner.id, order.id, { ...ACCEPT, trade_url: ownTradeUrl })).toMatchObject({ status: 'accepted', tradeUrl: ownTradeUrl });
  });

  it('a staff change and a seller answer racing end in exactly one state; the loser gets a 409', async () => {
    for (let i = 0; i < 10; i++) {
      const owner = await seller();
      const order = await createSellOrder(db, owner.id, SELL);
      await makeOffer(db, staffId, order.id, '80.00');
      // Rejecting and cancelling exclude each other whichever comes first, so exactly one may win.
      const results = await Promise.allSettled([rejectOffer(db, owner.id, order.id), cancelSellOrder(db, staffId, order.id)]);
      const winners = results.filter((r) => r.status === 'fulfilled');
      expect(winners).toHaveLength(1);
      const loser = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
      expect((loser.reason as AppError).status).toBe(409);
      const final = await db.sellOrder.findUniqueOrThrow({ where: { id: order.id } });
      expect(['rejected', 'cancelled']).toContain(final.status);
      expect(await db.sellOrderEvent.count({ where: { sellOrderId: order.id } })).toBe(3);
    }
  });

  it('validates payout cards, refuses a CVV, and stores only the last four digits', async () => {
    const refused = (body: Record<string, string>) => acceptOfferBodySchema.safeParse({ ...ACCEPT, ...body }).error?.issues.map((i) => i.message);
    expect(refused({ card_number: '4242' })).toContain('Card number must be between 13 and 19 digits');
    expect(refused({ card_number: '4242 4242 4242 4241' })).toContain('Card number is not valid');
    expect(refused({ card_holder_name: 'Al' })).toContain('Please enter a valid name');
    expect(refused({ card_expire_date: '1239' })).toContain('Format must be MM/YY');
    expect(refused({ card_expire_date: '13/39' })).toContain('Invalid month');
    expect(refused({ card_expire_date: '01/20' })).toContain('Card has expired');
    expect(refused({ cvv: '123' })?.[0]).toMatch(/Do not send the card security code/);

    const owner = await seller();
    const order = await createSellOrder(db, owner.id, SELL);
    await makeOffer(db, staffId, order.id, '75.00');
    const accepted = await acceptOffer(db, owner.id, order.id, ACCEPT);
    expect(accepted).toMatchObject({ cardLast4: '4242', cardHolderName: 'Ana Seller', status: 'accepted' });

    // No full card number anywhere in the database: every text column of every table is scanned.
    const columns = await db.$queryRaw<Array<{ table_name: string; column_name: string }>>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'jsonb')`;
    for (const { table_name, column_name } of columns) {
      const [hit] = await db.$queryRawUnsafe<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM "${table_name}" WHERE regexp_replace("${column_name}"::text, '[ -]', '', 'g') ~ '4242424242424242'`,
      );
      expect(hit?.n, `${table_name}.${column_name}`).toBe(0);
    }
  });
});
