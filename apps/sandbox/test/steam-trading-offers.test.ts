import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedAssetId } from '@skins/shared/sandbox-steam';
import { startSandbox, type RunningSandbox } from './helpers.ts';
import { BOT, BUYER, SELLER, confirmationQuery, econ, logIn, seededAsset, tradeOffer, type BotLogin } from './steam-trading-helpers.ts';

let sandbox: RunningSandbox;
let login: BotLogin;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.base}/reset`, { method: 'POST' });
  login = await logIn(sandbox.base);
});

const community = (path: string, init: RequestInit = {}) => fetch(`${sandbox.base}/steam/community${path}`, init);
const setFaults = (faults: Record<string, string>) => fetch(`${sandbox.base}/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) });
const serverTime = async () => Number(((await (await fetch(`${sandbox.base}/steam/api/ITwoFactorService/QueryTime/v1/`, { method: 'POST' })).json()) as { response: { server_time: string } }).response.server_time);
const offerOf = async (id: string) => ((await (await econ(sandbox.base, 'GetTradeOffer', { access_token: login.accessToken, tradeofferid: id })).json()) as { response: { offer?: Record<string, unknown> } }).response.offer;
const inventory = async (steamid: string, query = '') => (await (await community(`/inventory/${steamid}/570/2?l=english${query}`)).json()) as { assets?: { assetid: string; classid: string }[]; more_items?: number; last_assetid?: string; total_inventory_count: number };

async function send(give: string[], receive: string[] = [], to = BUYER) {
  const response = await community('/tradeoffer/new/send', tradeOffer(login, to, give, receive));
  return { status: response.status, body: (await response.json()) as { tradeofferid?: string; needs_mobile_confirmation?: boolean; strError?: string } };
}

async function confirmAll() {
  const time = await serverTime();
  const list = (await (await community(`/mobileconf/getlist?${confirmationQuery(time, 'list')}`, { headers: { cookie: login.cookie } })).json()) as { conf: { id: string; nonce: string; creator_id: string }[] };
  for (const [index, conf] of list.conf.entries()) {
    const answer = await community(`/mobileconf/ajaxop?${confirmationQuery(time + 1 + index, 'accept', { op: 'allow', cid: conf.id, ck: conf.nonce })}`, { headers: { cookie: login.cookie } });
    expect(await answer.json()).toEqual({ success: true });
  }
  return list.conf;
}

describe('sending', () => {
  it('needs the signed-in cookie and the matching sessionid', async () => {
    const offer = tradeOffer(login, BUYER, [seededAsset()], []);
    expect((await community('/tradeoffer/new/send', { ...offer, headers: {} })).status).toBe(401);
    expect((await community('/tradeoffer/new/send', tradeOffer(login, BUYER, [seededAsset()], [], { sessionid: 'other' }))).status).toBe(401);
  });

  it('refuses items the sender does not hold (26) and a wrong trade token (15) the way Steam words it', async () => {
    const foreign = await send([seedAssetId(1, 4)]); // a seeded item of the second bot
    expect(foreign).toEqual({ status: 500, body: { strError: 'There was an error sending your trade offer.  Please try again later. (26)' } });
    const wrongToken = await community('/tradeoffer/new/send', tradeOffer(login, BUYER, [seededAsset()], [], { trade_offer_create_params: JSON.stringify({ trade_offer_access_token: 'nope1234' }) }));
    expect(((await wrongToken.json()) as { strError: string }).strError).toMatch(/\(15\)$/);
    const privateInventory = await send([], ['0000041'], '76561198100000004');
    expect(privateInventory.body.strError).toMatch(/\(15\)$/);
  });

  it('knows a seeded copy in a trade cooldown by its id: its own description, not tradable until the date, refused at send (26)', async () => {
    const until = new Date(Date.now() + 3 * 86_400_000);
    const locked = seedAssetId(11, 3_000_003, until);
    const answer = (await (await community(`/inventory/${BOT.steamId}/570/2?l=english&assetids=${locked},${seededAsset()}`)).json()) as {
      assets: { assetid: string; instanceid: string }[];
      descriptions: { instanceid: string; tradable: number; cache_expiration?: string; owner_descriptions?: { type: string; value: string; color?: string }[] }[];
    };
    const asset = answer.assets.find((item) => item.assetid === locked)!;
    const description = answer.descriptions.find((item) => item.instanceid === asset.instanceid)!;
    expect(description.tradable).toBe(0);
    // Steam's cooldowns end at Valve's midnight (07:00 UTC) on or after the date.
    const ends = new Date(description.cache_expiration!);
    expect(ends.getUTCHours()).toBe(7);
    expect(ends.getTime()).toBeGreaterThanOrEqual(until.getTime());
    expect(ends.getTime() - until.getTime()).toBeLessThan(86_400_000);
    // The owner sees Steam's own line for a Dota 2 cooldown, the same date in Steam's English form.
    const [blank, line] = description.owner_descriptions!;
    expect(blank).toEqual({ type: 'html', value: ' ' });
    expect(line).toMatchObject({ type: 'html', color: 'ff4040' });
    const said = /^Tradable After ([A-Z][a-z]{2} \d{2}, \d{4}) \((\d{1,2}:\d{2}:\d{2})\) GMT$/.exec(line!.value);
    expect(said, line!.value).not.toBeNull();
    expect(new Date(`${said![1]} ${said![2]} GMT`).getTime()).toBe(ends.getTime());
    expect(answer.descriptions.filter((item) => item.tradable === 1)).toHaveLength(1);
    expect(await send([locked])).toEqual({ status: 500, body: { strError: 'There was an error sending your trade offer.  Please try again later. (26)' } });
  });

  it('holds a giving offer for the mobile confirmation, checked against the identity secret', async () => {
    const { body } = await send([seededAsset()]);
    expect(body).toMatchObject({ needs_mobile_confirmation: true });
    expect(await offerOf(body.tradeofferid!)).toMatchObject({ trade_offer_state: 9, confirmation_method: 2 });
    const time = await serverTime();
    const wrongKey = await community(`/mobileconf/getlist?${confirmationQuery(time, 'list', { k: 'bm9wZQ==' })}`, { headers: { cookie: login.cookie } });
    expect(await wrongKey.json()).toMatchObject({ success: false });
    const stale = await community(`/mobileconf/getlist?${confirmationQuery(time - 3600, 'list')}`, { headers: { cookie: login.cookie } });
    expect(await stale.json()).toMatchObject({ success: false });
    const garbage = await community(`/mobileconf/getlist?${confirmationQuery(time, 'list', { t: '1e400' })}`, { headers: { cookie: login.cookie } });
    expect(await garbage.json()).toMatchObject({ success: false });
    const [conf] = await confirmAll();
    expect(conf).toMatchObject({ creator_id: body.tradeofferid });
    expect(await offerOf(body.tradeofferid!)).toMatchObject({ trade_offer_state: 2 });
    // The same time's key is taken once.
    const replay = await community(`/mobileconf/ajaxop?${confirmationQuery(time + 1, 'accept', { op: 'allow', cid: conf!.id, ck: conf!.nonce })}`, { headers: { cookie: login.cookie } });
    expect(await replay.json()).toMatchObject({ success: false });
  });
});

describe('items that move', () => {
  it('moves accepted items under new asset ids, keeping class and instance; other offers naming them become invalid', async () => {
    const [first] = (await inventory(SELLER)).assets!;
    const a = await send([], [first!.assetid], SELLER);
    const b = await send([], [first!.assetid], SELLER);
    expect(a.body.needs_mobile_confirmation).toBe(false);
    const answer = await fetch(`${sandbox.base}/steam/trading/offers/${a.body.tradeofferid}/respond`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ steamid: SELLER, action: 'accept' }) });
    const { tradeid } = (await answer.json()) as { tradeid: string };
    const status = (await (await econ(sandbox.base, 'GetTradeStatus', { access_token: login.accessToken, tradeid })).json()) as { response: { trades: { status: number; assets_received: { assetid: string; new_assetid: string; classid: string }[] }[] } };
    const [moved] = status.response.trades[0]!.assets_received;
    expect(moved).toMatchObject({ assetid: first!.assetid, classid: first!.classid });
    expect(moved!.new_assetid).not.toBe(first!.assetid);
    expect((await inventory(BOT.steamId)).assets).toEqual([expect.objectContaining({ assetid: moved!.new_assetid, classid: first!.classid })]);
    expect((await inventory(SELLER)).assets!.map((asset) => asset.assetid)).not.toContain(first!.assetid);
    expect(await offerOf(b.body.tradeofferid!)).toMatchObject({ trade_offer_state: 8 });
  });

  it('pages an inventory with count and start_assetid', async () => {
    const all = await inventory(SELLER);
    expect(all.total_inventory_count).toBeGreaterThan(2);
    const first = await inventory(SELLER, '&count=2');
    expect(first).toMatchObject({ more_items: 1, last_assetid: all.assets![1]!.assetid });
    const rest = await inventory(SELLER, `&count=2&start_assetid=${first.last_assetid}`);
    expect(rest.assets![0]!.assetid).toBe(all.assets![2]!.assetid);
    expect((await community('/inventory/76561198100000004/570/2')).status).toBe(403);
  });
});

describe('IEconService', () => {
  it('pages GetTradeOffers with a cursor and keeps old offers out of active_only unless changed since the cutoff', async () => {
    const sent = [];
    for (let i = 0; i < 101; i += 1) sent.push((await send([], [(await inventory(SELLER)).assets![0]!.assetid], SELLER)).body.tradeofferid);
    const page = async (cursor: string) =>
      ((await (await econ(sandbox.base, 'GetTradeOffers', { access_token: login.accessToken, get_sent_offers: '1', get_received_offers: '1', active_only: '1', time_historical_cutoff: '0', cursor })).json()) as { response: { trade_offers_sent: unknown[]; next_cursor?: number } }).response;
    const first = await page('0');
    expect(first.trade_offers_sent).toHaveLength(100);
    expect(first.next_cursor).toBe(100);
    expect((await page('100')).trade_offers_sent).toHaveLength(1);

    await community(`/tradeoffer/${sent[0]}/cancel`, { method: 'POST', headers: { cookie: login.cookie }, body: new URLSearchParams({ sessionid: login.sessionId }) });
    const later = String(Math.floor(Date.now() / 1000) + 60);
    const active = (await (await econ(sandbox.base, 'GetTradeOffers', { access_token: login.accessToken, get_sent_offers: '1', active_only: '1', time_historical_cutoff: later })).json()) as { response: { trade_offers_sent: { tradeofferid: string }[] } };
    expect(active.response.trade_offers_sent.map((offer) => offer.tradeofferid)).not.toContain(sent[0]);
  });

  it('tells hold durations and cancels through the Web API, with x-eresult on refusal', async () => {
    await setFaults({ 'steam.trade.hold': 'days:7' });
    const holds = await econ(sandbox.base, 'GetTradeHoldDurations', { access_token: login.accessToken, steamid_target: BUYER, trade_offer_access_token: 'wrong' });
    expect(holds.headers.get('x-eresult')).toBe('15');
    const { body } = await send([seededAsset()]);
    const cancel = () => fetch(`${sandbox.base}/steam/api/IEconService/CancelTradeOffer/v1/`, { method: 'POST', body: new URLSearchParams({ access_token: login.accessToken, tradeofferid: body.tradeofferid! }) });
    expect((await cancel()).headers.get('x-eresult')).toBe('1');
    expect(await offerOf(body.tradeofferid!)).toMatchObject({ trade_offer_state: 6 });
    expect((await cancel()).headers.get('x-eresult')).toBe('11');
  });
});

describe('fault steam.trade.api, as each surface reports it', () => {
  it.each([
    ['down', 503, 503, 503],
    ['rate_limited', 429, 429, 429],
  ])('%s', async (mode, webApi, send, inventoryStatus) => {
    await setFaults({ 'steam.trade.api': mode });
    expect((await econ(sandbox.base, 'GetTradeOffers', { access_token: login.accessToken })).status).toBe(webApi);
    expect((await community('/tradeoffer/new/send', tradeOffer(login, BUYER, [seededAsset()], []))).status).toBe(send);
    expect((await community(`/inventory/${BUYER}/570/2`)).status).toBe(inventoryStatus);
    // The api's own inventory path is not a trading endpoint and stays up.
    expect((await fetch(`${sandbox.base}/steam/inventory/${BUYER}/570/2`)).status).toBe(200);
  });

  it('eresult:16', async () => {
    await setFaults({ 'steam.trade.api': 'eresult:16' });
    const webApi = await econ(sandbox.base, 'GetTradeOffers', { access_token: login.accessToken });
    expect([webApi.status, webApi.headers.get('x-eresult'), await webApi.json()]).toEqual([200, '16', { response: {} }]);
    const sent = await community('/tradeoffer/new/send', tradeOffer(login, BUYER, [seededAsset()], []));
    expect([sent.status, ((await sent.json()) as { strError: string }).strError]).toEqual([500, 'There was an error sending your trade offer.  Please try again later. (16)']);
    // (QueryTime answers 16 too; the trading clock has not moved, so local time will do.)
    const time = Math.floor(Date.now() / 1000);
    expect(await (await community(`/mobileconf/getlist?${confirmationQuery(time, 'list')}`, { headers: { cookie: login.cookie } })).json()).toMatchObject({ success: false });
  });

  it('refuses unknown switches and values', async () => {
    expect((await setFaults({ 'steam.trade.hold': 'days:16' })).status).toBe(400);
    expect((await setFaults({ 'steam.trade.respond': 'maybe' })).status).toBe(400);
    expect((await setFaults({ 'steam.trade.api': 'eresult:26' })).status).toBe(200);
  });
});

describe('confirmation faults', () => {
  it('missing: the confirmation never shows; fail: answering it is refused', async () => {
    await setFaults({ 'steam.trade.confirmation': 'missing' });
    const { body } = await send([seededAsset()]);
    expect(await confirmAll()).toEqual([]);
    await setFaults({ 'steam.trade.confirmation': 'fail' });
    const time = await serverTime();
    const list = (await (await community(`/mobileconf/getlist?${confirmationQuery(time, 'list')}`, { headers: { cookie: login.cookie } })).json()) as { conf: { id: string; nonce: string }[] };
    const answer = await community(`/mobileconf/ajaxop?${confirmationQuery(time + 1, 'accept', { op: 'allow', cid: list.conf[0]!.id, ck: list.conf[0]!.nonce })}`, { headers: { cookie: login.cookie } });
    expect(await answer.json()).toMatchObject({ success: false });
    expect(await offerOf(body.tradeofferid!)).toMatchObject({ trade_offer_state: 9 });
  });
});
