import { STEAM_ID_MESSAGES, TRADE_URL_MESSAGES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';
import { CHECKOUT_FORM } from './helpers/checkout-form.ts';
import { restoreListings, takeAvailableListings } from './helpers/orders.ts';
import { uniqueSteamId } from './helpers/identity.ts';
import { signedInBuyer } from './helpers/sessions.ts';

/*
 * The Steam account the items go to: the Steam ID is a SteamID64, and the trade URL is that
 * account's (its partner is the SteamID64 minus 76561197960265728). A refused checkout reserves nothing.
 */
describe('POST /api/orders/checkout: the Steam ID and the trade URL name one account', () => {
  const ctx = useTestApp();

  async function refusal(fields: Record<string, string>, buyer: { steamId?: string } = {}) {
    const { browser } = await signedInBuyer(ctx, buyer);
    const [listing] = await takeAvailableListings(ctx.db, 1);
    await browser.post('/api/cart/add', { id: listing!.id });
    const response = await browser.post('/api/orders/checkout', { ...CHECKOUT_FORM, ...fields });
    expect(await ctx.db.listing.findUniqueOrThrow({ where: { id: listing!.id } })).toMatchObject({ status: 'available' });
    await restoreListings(ctx.db, [listing!.id]);
    expect(response.statusCode).toBe(422);
    return response.json() as { errors: Record<string, string[]> };
  }

  it('refuses a Steam ID that is no SteamID64 ("abc", too short, a group\'s id), saying what one looks like', async () => {
    for (const steamId of ['abc', '7656119800000000', '103582791429521412', ' 76561198000000001x']) {
      expect((await refusal({ steamId })).errors.steamId, steamId).toEqual([STEAM_ID_MESSAGES.format]);
    }
  });

  it('refuses a trade URL of another account than the Steam ID', async () => {
    const other = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEf12';
    expect((await refusal({ tradeUrl: other })).errors.tradeUrl).toEqual([TRADE_URL_MESSAGES.notSteamId]);
    expect((await refusal({ steamId: '76561198000000002' })).errors.tradeUrl).toEqual([TRADE_URL_MESSAGES.notSteamId]);
  });

  it("holds a Steam-signed buyer to their own account: their trade URL, hence their Steam ID", async () => {
    const own = uniqueSteamId();
    const ownTradeUrl = `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(own) - 76561197960265728n}&token=AbCdEf12`;
    // Their trade URL with another Steam ID: the two name different accounts.
    expect((await refusal({ steamId: '76561198000000001', tradeUrl: ownTradeUrl }, { steamId: own })).errors.tradeUrl).toEqual([TRADE_URL_MESSAGES.notSteamId]);
    // Another account's Steam ID and trade URL, consistent with each other: not theirs.
    expect((await refusal({}, { steamId: uniqueSteamId() })).errors.tradeUrl).toEqual([TRADE_URL_MESSAGES.otherAccount]);
  });
});
