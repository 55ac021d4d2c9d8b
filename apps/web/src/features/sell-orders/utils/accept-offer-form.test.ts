import { acceptOfferBodySchema, acceptOfferFormSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
// Sets the shared schemas' messages to the web's dictionary texts (English here), as the app does.
import '../../../lib/i18n/index.ts';

const STEAM_ID = '76561198000000001';
const OWN_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=AbCdEfGh';
const values = { trade_url: OWN_URL, card_number: '4242 4242 4242 4242', card_holder_name: 'Ada Lovelace', card_expire_date: '12/30' };
const NOW = new Date(Date.UTC(2026, 5, 15));

/** The first message of each field (or of the form, under `card`), as the accept modal shows it. */
function errorsOf(input: Partial<typeof values>, steamId: string | null = STEAM_ID): Record<string, string> {
  const result = acceptOfferFormSchema(steamId, NOW).safeParse({ ...values, ...input });
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
const tradeUrlError = (url: string, steamId: string | null = STEAM_ID) => errorsOf({ trade_url: url }, steamId).trade_url;

describe('the trade URL in the accept modal (spec §5)', () => {
  it('gives the messages of the spec in order', () => {
    expect(tradeUrlError('')).toBe('Trade URL is required');
    expect(tradeUrlError('steamcommunity.com/tradeoffer/new/?partner=1')).toBe('URL must start with http:// or https://');
    expect(tradeUrlError('https://example.com/tradeoffer/new/?partner=1')).toBe('Must be a valid Steam trade URL');
    expect(tradeUrlError('https://steamcommunity.com/tradeoffer/new/?token=AbCdEfGh')).toBe('Trade URL must include a partner parameter');
  });

  it("also applies the api's rules: the exact form, and the signed-in Steam account's partner id", () => {
    expect(tradeUrlError('https://steamcommunity.com/tradeoffer/new/?partner=39734273')).toMatch(/^Invalid Steam trade URL format/);
    expect(tradeUrlError('https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCdEfGh')).toMatch(/belongs to another Steam account/);
    expect(tradeUrlError(OWN_URL)).toBeUndefined();
    expect(tradeUrlError('https://steamcommunity.com/tradeoffer/new/?partner=1&token=AbCdEfGh', null)).toBeUndefined();
  });
});

describe('the payout card (spec §5 Card form)', () => {
  it('checks the number: 13 to 19 digits and the Luhn checksum', () => {
    expect(errorsOf({ card_number: '4242 4242 4242' }).card_number).toBe('Card number must be between 13 and 19 digits');
    expect(errorsOf({ card_number: '4242 4242 4242 4241' }).card_number).toBe('Card number is not valid');
    expect(errorsOf({ card_number: '4242 4242 4242 4242' })).toEqual({});
  });

  it('wants a holder name of at least 3 characters', () => {
    expect(errorsOf({ card_holder_name: 'Al' }).card_holder_name).toBe('Please enter a valid name');
    expect(errorsOf({ card_holder_name: 'Ada' })).toEqual({});
  });

  it('checks the expiry: MM/YY, a real month, not past', () => {
    expect(errorsOf({ card_expire_date: '1/30' }).card_expire_date).toBe('Format must be MM/YY');
    expect(errorsOf({ card_expire_date: '00/30' }).card_expire_date).toBe('Invalid month');
    expect(errorsOf({ card_expire_date: '12/25' }).card_expire_date).toBe('Card has expired');
    expect(errorsOf({ card_expire_date: '05/26' }).card_expire_date).toBe('Card has expired');
    expect(errorsOf({ card_expire_date: '06/26' })).toEqual({});
  });

  it('asks for the three card fields together rather than one by one', () => {
    expect(errorsOf({ card_number: '' })).toEqual({ card: 'Please provide complete payment information' });
    expect(errorsOf({ card_holder_name: ' ' })).toEqual({ card: 'Please provide complete payment information' });
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
      const api = acceptOfferBodySchema.safeParse({ ...values, card_number: '4242424242424242', trade_url: url });
      const apiRefuses = !api.success && api.error.issues.some((issue) => issue.path[0] === 'trade_url');
      expect({ url, refused: tradeUrlError(url, null) !== undefined }).toEqual({ url, refused: apiRefuses });
    }
  });
});
