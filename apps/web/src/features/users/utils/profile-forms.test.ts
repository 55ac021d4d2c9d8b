import { billingFormSchema, changePasswordFormSchema, paymentFormSchema, personalFormSchema, tradeUrlFormSchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { profile } from '../../../../test/api-stub.ts';
// Sets the shared schemas' messages to the web's dictionary texts (English here), as the app does.
import '../../../lib/i18n/index.ts';
import { billingValues, personalFormFor } from './profile-forms.ts';

/** The first message of each field, as the form shows it. */
function firstErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('account page forms', () => {
  it('require the personal fields (spec §5 Profile)', () => {
    expect(firstErrors(personalFormSchema, { name: '', surname: '', email: 'x', phone: '123' })).toEqual({
      name: 'First name is required',
      surname: 'Last name is required',
      email: 'Invalid email format',
      phone: 'Invalid phone format (e.g. +1234567890)',
    });
  });

  it('ask for the current password only when the e-mail changes on an account that has one (issue 11)', () => {
    const values = { name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '+37255551234', current_password: '' };
    const schema = personalFormFor(profile({ email: 'ada@example.com', has_password: true }));
    expect(firstErrors(schema, values)).toEqual({});
    expect(firstErrors(schema, { ...values, email: 'new@example.com' })).toEqual({ current_password: 'Password is required' });
    expect(firstErrors(schema, { ...values, email: 'new@example.com', current_password: 'Secret123' })).toEqual({});
    expect(firstErrors(personalFormFor(profile({ email: null, has_password: false })), { ...values, email: 'new@example.com' })).toEqual({});
  });

  it('read the billing address from either of its names and require it', () => {
    const values = billingValues(profile({ country: { id: 4, title: 'Latvia', iso: 'LV' }, post_code: '1010', zip: null, city: 'Riga' }));
    expect(values).toEqual({ country_id: '4', city: 'Riga', zip: '1010', address: '' });
    expect(firstErrors(billingFormSchema, values)).toEqual({ address: 'Address is required' });
  });

  it('ask for the current password only when the account has one', () => {
    const values = { current_password: '', password: 'Secret123', password_confirmation: 'Secret123' };
    expect(firstErrors(changePasswordFormSchema(true), values)).toEqual({ current_password: 'Password is required' });
    expect(firstErrors(changePasswordFormSchema(false), values)).toEqual({});
  });

  it('let IBAN and BIC stay empty but check what is typed', () => {
    expect(firstErrors(paymentFormSchema, { iban: '', bic_swift: '' })).toEqual({});
    expect(firstErrors(paymentFormSchema, { iban: 'EE38 2200 2210 2014 5685', bic_swift: 'habaee2x' })).toEqual({});
    expect(firstErrors(paymentFormSchema, { iban: 'EE38 2200 2210 2014 5686', bic_swift: 'HABA' })).toEqual({
      iban: 'Please enter a valid IBAN',
      bic_swift: 'Please enter a valid BIC/SWIFT code',
    });
  });

  it("accept only a trade URL of the user's own Steam account", () => {
    const url = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';
    const errorOf = (value: string, steamId: string | null) => firstErrors(tradeUrlFormSchema(steamId), { steam_trade_link: value }).steam_trade_link;
    expect(errorOf(url, null)).toBeUndefined();
    expect(errorOf(url, '76561198083722517')).toBeUndefined();
    expect(errorOf(url, '76561198000000000')).toMatch(/belongs to another Steam account/);
    expect(errorOf('https://example.com', null)).toMatch(/^Invalid Steam trade URL format/);
    expect(errorOf('', '76561198000000000')).toBeUndefined();
  });
});
