import { acceptOfferBodySchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { acceptFieldError, acceptOfferBody, acceptTradeUrlError, missingCardField } from './accept-offer-form.ts';

const STEAM_ID = '76561198000000001';
const OWN_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEfGh';
const values = { tradeUrl: OWN_URL, cardNumber: '4242 4242 4242 4242', cardHolder: 'Ada Lovelace', cardExpiry: '12/30' };
const NOW = new Date(Date.UTC(2026, 5, 15));
const error = (field: keyof typeof values, value: string) => acceptFieldError(field, { ...values, [field]: value }, STEAM_ID, NOW);

describe('the trade URL in the accept modal (spec §5)', () => {
  it('gives the messages of the spec in order', () => {
    expect(acceptTradeUrlError('', STEAM_ID)).toEqual({ key: 'validation.tradeUrlRequired' });
    expect(acceptTradeUrlError('steamcommunity.com/tradeoffer/new/?partner=1', STEAM_ID)).toEqual({ key: 'validation.urlProtocol' });
    expect(acceptTradeUrlError('https://example.com/tradeoffer/new/?partner=1', STEAM_ID)).toEqual({ key: 'validation.validSteamTradeUrl' });
    expect(acceptTradeUrlError('https://steamcommunity.com/tradeoffer/new/?token=AbCdEfGh', STEAM_ID)).toEqual({ key: 'validation.tradeUrlPartner' });
  });

  it("also applies the api's rules: the exact form, and the signed-in Steam account's partner id", () => {
    expect(acceptTradeUrlError('https://steamcommunity.com/tradeoffer/new/?partner=39734273', STEAM_ID)).toMatchObject({ key: 'validation.invalidTradeUrlFormat' });
    expect(acceptTradeUrlError('https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCdEfGh', STEAM_ID)).toEqual({ key: 'validation.tradeUrlOtherAccount' });
    expect(acceptTradeUrlError(OWN_URL, STEAM_ID)).toBeUndefined();
    expect(acceptTradeUrlError('https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCdEfGh', null)).toBeUndefined();
  });
});

describe('the payout card (spec §5 Card form)', () => {
  it('checks the number: 13 to 19 digits and the Luhn checksum', () => {
    expect(error('cardNumber', '4242 4242 4242')).toEqual({ key: 'validation.cardNumberLength' });
    expect(error('cardNumber', '4242 4242 4242 4241')).toEqual({ key: 'sellOrders.cardNumberInvalid' });
    expect(error('cardNumber', '4242 4242 4242 4242')).toBeUndefined();
  });

  it('wants a holder name of at least 3 characters', () => {
    expect(error('cardHolder', 'Al')).toEqual({ key: 'validation.cardHolderName' });
    expect(error('cardHolder', 'Ada')).toBeUndefined();
  });

  it('checks the expiry: MM/YY, a real month, not past', () => {
    expect(error('cardExpiry', '1/30')).toEqual({ key: 'validation.expiryFormat' });
    expect(error('cardExpiry', '00/30')).toEqual({ key: 'validation.invalidMonth' });
    expect(error('cardExpiry', '12/25')).toEqual({ key: 'validation.cardExpired' });
    expect(error('cardExpiry', '05/26')).toEqual({ key: 'validation.cardExpired' });
    expect(error('cardExpiry', '06/26')).toBeUndefined();
  });

  it('asks for the three card fields together rather than one by one', () => {
    expect(error('cardNumber', '')).toBeUndefined();
    expect(missingCardField({ ...values, cardHolder: ' ' })).toBe('cardHolder');
    expect(missingCardField(values)).toBeUndefined();
  });

  it('sends the digits of the number and never a CVV', () => {
    const body = acceptOfferBody(values);
    expect(body).toEqual({ trade_url: OWN_URL, card_number: '4242424242424242', card_holder_name: 'Ada Lovelace', card_expire_date: '12/30' });
    expect(Object.keys(body).some((key) => /cvv|cvc/i.test(key))).toBe(false);
  });
});

describe('one trade-URL rule for the form and the api', () => {
  // The form once had its own patterns; now both read `tradeUrlIssue` of packages/shared.
  const urls = [
    OWN_URL,
    'https://steamcommunity.com/tradeoffer/new?partner=39734273&token=AbCdEfGh',
    'http://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEfGh',
    'https://www.steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEfGh',
    'https://SteamCommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEfGh',
    'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEfGh&x=1',
    'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=Ab#x',
    'https://steamcommunity.com/tradeoffer/new/?token=AbCdEfGh',
    'ftp://steamcommunity.com/tradeoffer/new/?partner=1',
  ];

  it('refuses a URL in the form exactly when the api schema refuses it', () => {
    for (const url of urls) {
      const api = acceptOfferBodySchema.safeParse({ ...acceptOfferBody({ ...values, tradeUrl: url }) });
      const apiRefuses = !api.success && api.error.issues.some((issue) => issue.path[0] === 'trade_url');
      expect({ url, refused: acceptTradeUrlError(url, null) !== undefined }).toEqual({ url, refused: apiRefuses });
    }
  });
});
