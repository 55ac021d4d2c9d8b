import { PHONE_MESSAGE, TRADE_URL_MESSAGES } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/build-test-app.ts';
import { TestBrowser } from './helpers/http-client.ts';
import { createTestUser, uniqueSteamId, type TestUserOptions } from './helpers/identity.ts';
import { startSessionForTest } from './helpers/sessions.ts';

const tradeUrlFor = (steamId: string, token = 'AbCd3fGh') => `https://steamcommunity.com/tradeoffer/new/?partner=${BigInt(steamId) - 76561197960265728n}&token=${token}`;

describe('the signed-in user: /api/user/*', () => {
  const ctx = useTestApp();

  async function signedIn(options: TestUserOptions = {}) {
    const user = await createTestUser(ctx.db, options);
    const browser = new TestBrowser(ctx.app);
    await startSessionForTest(ctx.db, browser, user.id);
    return { user, browser };
  }

  it('answers 401 Unauthenticated. to a visitor, before looking at the body', async () => {
    const browser = new TestBrowser(ctx.app);
    await browser.csrf();
    for (const response of [
      await browser.get('/api/user/profile'),
      await browser.put('/api/user/profile', { phone: 'nonsense' }),
      await browser.post('/api/user/update-user-type', {}),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'ERROR', message: 'Unauthenticated.' });
    }
  });

  it('answers the profile of spec §3', async () => {
    const { user, browser } = await signedIn({ userType: 'buyer' });
    const response = await browser.get('/api/user/profile');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'OK',
      payload: expect.objectContaining({
        id: user.id,
        name: 'Test',
        surname: 'User',
        email: user.email,
        email_verified: true,
        user_type: 'buyer',
        country: null,
        steamId: null,
        trade_url: null,
        has_password: true,
        created_at: user.createdAt.toISOString(),
      }),
    });
  });

  it('saves the account page forms separately: only the fields sent change', async () => {
    const { browser } = await signedIn();
    const country = await ctx.db.country.findFirstOrThrow();
    const personal = await browser.put('/api/user/profile', { name: 'Grace', surname: 'Hopper', phone: '+371 2000 0000', phone_country_code: 'LV', phone_national_number: '2000 0000' });
    expect(personal.json()).toMatchObject({ status: 'OK', message: 'Profile updated successfully', payload: { name: 'Grace', phone: '+371 2000 0000', phone_national_number: '20000000' } });
    const billing = await browser.put('/api/user/profile', { country_id: country.id, city: 'Riga', zip: 'LV-1050', address: 'Brivibas 1' });
    expect(billing.json().payload).toMatchObject({
      name: 'Grace',
      country: { id: country.id, title: country.title, iso: country.iso },
      country_id: country.id,
      city: 'Riga',
      zip: 'LV-1050',
      post_code: 'LV-1050',
      address: 'Brivibas 1',
    });
    expect((await browser.put('/api/user/profile', { city: '' })).json().payload).toMatchObject({ city: null, address: 'Brivibas 1' });
  });

  it('takes the checkout field set (country as id, steam_trade_link) and payout details', async () => {
    const { browser } = await signedIn();
    const country = await ctx.db.country.findFirstOrThrow();
    const steamId = uniqueSteamId();
    const response = await browser.put('/api/user/profile', {
      name: 'Linus',
      surname: 'T',
      phone: '+3581234567',
      country: String(country.id),
      city: 'Helsinki',
      address: 'Street 1',
      zip: '00100',
      steam_id: steamId,
      steam_trade_link: tradeUrlFor(steamId),
      iban: 'de89 3704 0044 0532 0130 00',
      bic_swift: 'cobadeffxxx',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      country_id: country.id,
      steam_trade_link: tradeUrlFor(steamId),
      trade_url: tradeUrlFor(steamId),
      iban: 'DE89370400440532013000',
      bic_swift: 'COBADEFFXXX',
      // Only a Steam sign-in sets the SteamID; typing one changes nothing.
      steamId: null,
    });
  });

  it('accepts a trade URL only when its partner is the signed-in Steam account', async () => {
    const steamId = uniqueSteamId();
    const { browser } = await signedIn({ email: null, password: null, steamId });
    const someoneElse = await browser.put('/api/user/profile', { trade_url: tradeUrlFor(uniqueSteamId()) });
    expect(someoneElse.statusCode).toBe(422);
    expect(someoneElse.json().errors).toEqual({ steam_trade_link: [TRADE_URL_MESSAGES.otherAccount] });
    const own = await browser.put('/api/user/profile', { trade_url: `${tradeUrlFor(steamId, 'Own_tok-1')}` });
    expect(own.json().payload.trade_url).toBe(tradeUrlFor(steamId, 'Own_tok-1'));
  });

  it('answers field errors for malformed values and changes nothing', async () => {
    const { user, browser } = await signedIn();
    const response = await browser.put('/api/user/profile', {
      name: '',
      phone: '12ab',
      trade_url: 'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=abcdefgh',
      iban: 'DE00370400440532013000',
      bic_swift: 'NOPE',
      email: 'bad',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['The name field is required.'],
      phone: [PHONE_MESSAGE],
      trade_url: [TRADE_URL_MESSAGES.format],
      iban: ['The IBAN is invalid.'],
      bic_swift: ['The BIC/SWIFT code is invalid.'],
      email: ['Invalid email format'],
    });
    const missingCountry = await browser.put('/api/user/profile', { country_id: 999_999 });
    expect(missingCountry.json().errors).toEqual({ country_id: ['The selected country is invalid.'] });
    expect(await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ name: 'Test', countryId: null });
  });

  it('ignores fields a user may not set (mass assignment)', async () => {
    const { user, browser } = await signedIn({ verified: true });
    await browser.put('/api/user/profile', { role: 'staff', balance: 1000, emailVerifiedAt: null, email_verified: false, steamId: uniqueSteamId(), user_type: 'seller', city: 'Tallinn' });
    expect(await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ role: 'customer', steamId: null, userType: null, city: 'Tallinn' });
    expect(Number((await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })).balance)).toBe(0);
  });

  it('sets the account type (buyer or seller) and refuses anything else', async () => {
    const { browser } = await signedIn();
    const seller = await browser.post('/api/user/update-user-type', { user_type: 'seller' });
    expect(seller.json()).toMatchObject({ status: 'OK', payload: { user_type: 'seller' } });
    const invalid = await browser.post('/api/user/update-user-type', { user_type: 'admin' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ user_type: ['The user type must be buyer or seller.'] });
  });
});
