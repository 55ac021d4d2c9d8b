/**
 * An e-mail buyer's items go only to a Steam account proven theirs: the delivery waits (`awaiting_owner`, and
 * the timeline says what is awaited) until they sign in with Steam from the order page as the account named at
 * checkout; then the offer goes out. Another user's Steam account, or a second one, is refused; a delivery
 * nobody proves is refunded when its wait ends.
 */
import { steamLinkPath } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { linkSteamAccount } from '../src/services/auth/link-steam-account.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { startSessionForTest } from './helpers/sessions.ts';
import { approve, pathAndQuery, useSteamTestApp } from './helpers/steam.ts';
import { freshSteamId, useTradingStack } from './helpers/trading-engine.ts';

const WEB = 'http://localhost:5173';
const web = useSteamTestApp();
const stack = useTradingStack();

const statusOf = async (id: number) => (await stack.db.trade.findUniqueOrThrow({ where: { id } })).status;

/** The buyer signs in with Steam as `steamId` from the order page's button, in their signed-in browser. */
async function proveFromOrderPage(userId: number, orderId: number, steamId: string) {
  const browser = new TestBrowser(web.app);
  await startSessionForTest(web.db, browser, userId);
  const start = await browser.get(steamLinkPath(`/account?tab=orders&order=${orderId}`));
  expect(start.statusCode).toBe(302);
  const callback = await approve(new URL(String(start.headers.location)), steamId);
  return browser.get(pathAndQuery(callback));
}

describe('an e-mail buyer proves the Steam account theirs', () => {
  it('the delivery waits, with nothing sent, until a Steam sign-in from the order page; then the offer goes out', async () => {
    const paid = await stack.paidOrder({ emailBuyer: true });
    const { id } = await stack.trade({ orderId: paid.orderId });
    expect(await stack.advance(id)).toBe('awaiting_owner');
    expect((await stack.db.trade.findUniqueOrThrow({ where: { id } })).offerId).toBeNull();
    const timeline = await stack.db.trade.findUniqueOrThrow({ where: { id }, include: { events: true } });
    expect(timeline.events.at(-1)?.note).toMatch(/confirm, by a Steam sign-in/);

    const back = await proveFromOrderPage(paid.userId, paid.orderId, paid.steamId);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`${WEB}/account?tab=orders&order=${paid.orderId}`);
    expect((await stack.db.user.findUniqueOrThrow({ where: { id: paid.userId } })).steamId).toBe(paid.steamId);
    expect(await statusOf(id)).toBe('checking');
    await stack.advance(id);
    expect(['sent', 'awaiting_confirmation']).toContain(await statusOf(id));
  });

  it('signing in as another Steam account proves nothing: the delivery keeps waiting', async () => {
    const paid = await stack.paidOrder({ emailBuyer: true });
    const { id } = await stack.trade({ orderId: paid.orderId });
    expect(await stack.advance(id)).toBe('awaiting_owner');
    // A Steam account another user of the shop already has.
    const taken = freshSteamId();
    await stack.db.user.create({ data: { email: `owner-${taken}@test.local`, steamId: taken, userType: 'buyer' } });
    const refused = await proveFromOrderPage(paid.userId, paid.orderId, taken);
    expect(refused.headers.location).toBe(`${WEB}/?auth_error=taken`);
    // Their own other account links, but the items were named for the first one: they still wait.
    await proveFromOrderPage(paid.userId, paid.orderId, freshSteamId());
    expect(await statusOf(id)).toBe('awaiting_owner');
    const second = await proveFromOrderPage(paid.userId, paid.orderId, paid.steamId);
    expect(second.headers.location).toBe(`${WEB}/?auth_error=other`);
    expect(await statusOf(id)).toBe('awaiting_owner');
  });

  it('a link needs a signed-in user, and returns only to a page of the web app', async () => {
    const anonymous = await new TestBrowser(web.app).get(steamLinkPath('/account'));
    expect(anonymous.headers.location).toBe(`${WEB}/?auth_error=expired`);
    const paid = await stack.paidOrder({ emailBuyer: true });
    const browser = new TestBrowser(web.app);
    await startSessionForTest(web.db, browser, paid.userId);
    const start = await browser.get(steamLinkPath('//evil.example/steal'));
    const back = await browser.get(pathAndQuery(await approve(new URL(String(start.headers.location)), paid.steamId)));
    expect(back.headers.location).toBe(`${WEB}/account`);
  });

  it('two links racing for one e-mail account link one Steam account, never two; hostile return paths go nowhere else', async () => {
    const paid = await stack.paidOrder({ emailBuyer: true });
    const [first, second] = [freshSteamId(), freshSteamId()];
    const outcomes = await Promise.all([linkSteamAccount(web.db, paid.userId, first), linkSteamAccount(web.db, paid.userId, second)]);
    expect(outcomes.filter((outcome) => outcome === 'linked')).toHaveLength(1);
    expect([first, second]).toContain((await web.db.user.findUniqueOrThrow({ where: { id: paid.userId } })).steamId);

    const other = await stack.paidOrder({ emailBuyer: true });
    const browser = new TestBrowser(web.app);
    await startSessionForTest(web.db, browser, other.userId);
    for (const then of ['https://evil.example/', '/\\evil.example', '/account\u0000x', `/${'a'.repeat(400)}`, '/%0d%0aSet-Cookie:x=1']) {
      const start = await browser.get(steamLinkPath(then));
      const back = await browser.get(pathAndQuery(await approve(new URL(String(start.headers.location)), freshSteamId())));
      expect(String(back.headers.location).startsWith(`${WEB}/`), then).toBe(true);
      expect(String(back.headers.location)).not.toMatch(/evil|\r|\n/);
      // Linked by the first; the others are refused as a second account, still to the web app.
      await web.db.user.update({ where: { id: other.userId }, data: { steamId: null } });
    }
  });

  it('a delivery nobody proves is refunded when its wait ends', async () => {
    const paid = await stack.paidOrder({ emailBuyer: true });
    const { id } = await stack.trade({ orderId: paid.orderId });
    expect(await stack.advance(id)).toBe('awaiting_owner');
    await stack.db.trade.update({ where: { id }, data: { deadlineAt: new Date(Date.now() - 1000) } });
    expect(await stack.advance(id)).toBe('failed');
    expect(await stack.db.refund.count({ where: { orderId: paid.orderId } })).toBe(1);
  });

  it('a Steam buyer’s own account needs no proof', async () => {
    const paid = await stack.paidOrder();
    const { id } = await stack.trade({ orderId: paid.orderId });
    expect(['sent', 'awaiting_confirmation']).toContain(await stack.advance(id));
  });
});
