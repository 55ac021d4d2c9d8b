import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './helpers.ts';
import { BUYER, confirmationQuery, econ, logIn, seededAsset, tradeOffer, type BotLogin } from './steam-trading-helpers.ts';

let sandbox: RunningSandbox;
let login: BotLogin;
let buyerCookie: string;
beforeAll(async () => {
  sandbox = await startSandbox();
  const signIn = await fetch(`${sandbox.base}/steam/as/${BUYER}`);
  buyerCookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.base}/reset`, { method: 'POST' });
  login = await logIn(sandbox.base);
});

const page = async () => (await fetch(`${sandbox.base}/steam/trade-offers`, { headers: { cookie: buyerCookie } })).text();
const act = (path: string, action?: string) =>
  fetch(`${sandbox.base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie: buyerCookie, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(action ? { action } : {}).toString() });
const offerOf = async (id: string) => ((await (await econ(sandbox.base, 'GetTradeOffer', { access_token: login.accessToken, tradeofferid: id })).json()) as { response: { offer: { trade_offer_state: number; tradeid?: string } } }).response.offer;

let lastTime = 0;

/** The bot sends the buyer a seeded item with a message, and confirms it on its phone. */
async function delivery(message: string): Promise<string> {
  const sent = await fetch(`${sandbox.base}/steam/community/tradeoffer/new/send`, tradeOffer(login, BUYER, [seededAsset()], [], { tradeoffermessage: message }));
  const { tradeofferid } = (await sent.json()) as { tradeofferid: string };
  // Each confirmation answer needs a time of its own (Steam takes each key once).
  const time = Math.max(Math.floor(Date.now() / 1000), lastTime + 2);
  lastTime = time;
  const list = (await (await fetch(`${sandbox.base}/steam/community/mobileconf/getlist?${confirmationQuery(time, 'list')}`, { headers: { cookie: login.cookie } })).json()) as { conf: { id: string; nonce: string }[] };
  await fetch(`${sandbox.base}/steam/community/mobileconf/ajaxop?${confirmationQuery(time + 1, 'accept', { op: 'allow', cid: list.conf[0]!.id, ck: list.conf[0]!.nonce })}`, { headers: { cookie: login.cookie } });
  return tradeofferid;
}

describe('the sandbox user’s trade offers page', () => {
  it('asks who is signed in first', async () => {
    expect(await (await fetch(`${sandbox.base}/steam/trade-offers`)).text()).toContain('Nobody is signed in');
  });

  it('shows an incoming offer (bot, message with the code, items) and accepts it', async () => {
    const offerId = await delivery('Skinshop order 12: code <b>K7Q2</b>');
    const html = await page();
    expect(html).toContain(`Trade offer #${offerId} from skinshop_bot_1`);
    expect(html).toContain('Skinshop order 12: code &lt;b&gt;K7Q2&lt;/b&gt;');
    expect(html).toContain('Sandbox item 11');
    const accepted = await act(`/steam/trade-offers/${offerId}/respond`, 'accept');
    expect(accepted.status).toBe(303);
    expect(await offerOf(offerId)).toMatchObject({ trade_offer_state: 3 });
    expect(await page()).not.toContain(`Trade offer #${offerId} from`);
  });

  it('counters: the original dies (4) and the bot receives a new offer', async () => {
    const offerId = await delivery('code C1');
    await act(`/steam/trade-offers/${offerId}/respond`, 'counter');
    expect(await offerOf(offerId)).toMatchObject({ trade_offer_state: 4 });
    const offers = (await (await econ(sandbox.base, 'GetTradeOffers', { access_token: login.accessToken, get_received_offers: '1', active_only: '1', time_historical_cutoff: '0' })).json()) as { response: { trade_offers_received: { message: string; trade_offer_state: number }[] } };
    expect(offers.response.trade_offers_received).toMatchObject([{ message: `Counter-offer to #${offerId}`, trade_offer_state: 2 }]);
  });

  it('reverses a protected trade inside its window, not after it', async () => {
    await fetch(`${sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'steam.trade.protection': 'on' }) });
    // Under protection the bot's account must acknowledge it once before it can send.
    const unacknowledged = await fetch(`${sandbox.base}/steam/community/tradeoffer/new/send`, tradeOffer(login, BUYER, [seededAsset()], []));
    expect(((await unacknowledged.json()) as { strError: string }).strError).toMatch(/Acknowledge Trade Protection/);
    const acknowledged = await fetch(`${sandbox.base}/steam/community//trade/new/acknowledge`, { method: 'POST', headers: { cookie: login.cookie }, body: new URLSearchParams({ sessionid: login.sessionId, message: '1' }) });
    expect(acknowledged.status).toBe(200);
    const offerId = await delivery('code P1');
    await act(`/steam/trade-offers/${offerId}/respond`, 'accept');
    const { tradeid } = await offerOf(offerId);
    // The buyer's copy carries Steam's trade-protection notice, its end as Steam's date token.
    const held = (await (await fetch(`${sandbox.base}/steam/inventory/${BUYER}/570/2?l=english`)).json()) as { descriptions: { tradable: number; cache_expiration?: string; owner_descriptions?: { value: string }[] }[] };
    const locked = held.descriptions.find((description) => description.tradable === 0)!;
    expect(locked.owner_descriptions![1]!.value).toBe(
      `⇆ This item is trade-protected and cannot be consumed, modified, or transferred until [date]${Math.floor(Date.parse(locked.cache_expiration!) / 1000)}[/date]`,
    );
    expect(await page()).toContain(`/steam/trades/${tradeid}/reverse`);
    expect((await act(`/steam/trades/${tradeid}/reverse`)).status).toBe(303);
    expect(await offerOf(offerId)).toMatchObject({ trade_offer_state: 12 });

    const second = await delivery('code P2');
    await act(`/steam/trade-offers/${second}/respond`, 'accept');
    await fetch(`${sandbox.base}/steam/trading/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_seconds: 7 * 86_400 + 1 }) });
    login = await logIn(sandbox.base); // a week on, the bot's access token has expired
    const late = await act(`/steam/trades/${(await offerOf(second)).tradeid}/reverse`);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('can no longer be reversed');
  });

  it('refuses to answer an offer that is not the signed-in user’s', async () => {
    const offerId = await delivery('code X');
    const other = await fetch(`${sandbox.base}/steam/trade-offers/${offerId}/respond`, {
      method: 'POST',
      headers: { cookie: 'sandbox_steam_user=76561198100000003', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=accept',
    });
    expect(other.status).toBe(409);
    expect(await offerOf(offerId)).toMatchObject({ trade_offer_state: 2 });
  });
});
