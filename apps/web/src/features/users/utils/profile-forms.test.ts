import { describe, expect, it } from 'vitest';
import { profile } from '../../../../test/api-stub.ts';
import { billingValues, tradeUrlError, validateBilling, validatePassword, validatePayment, validatePersonal } from './profile-forms.ts';

const keys = (errors: Record<string, unknown>) => Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { key: string }).key]));

describe('account page forms', () => {
  it('require the personal fields (spec §5 Profile)', () => {
    expect(keys(validatePersonal(profile({ has_password: false }))({ name: '', surname: '', email: 'x', phone: '123', currentPassword: '' }))).toEqual({
      name: 'validation.firstNameRequired',
      surname: 'validation.lastNameRequired',
      email: 'validation.invalidEmail',
      phone: 'validation.invalidPhone',
    });
  });

  it('ask for the current password only when the e-mail changes on an account that has one (issue 11)', () => {
    const values = { name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '+37255551234', currentPassword: '' };
    const validate = validatePersonal(profile({ email: 'ada@example.com', has_password: true }));
    expect(validate(values)).toEqual({});
    expect(keys(validate({ ...values, email: 'new@example.com' }))).toEqual({ currentPassword: 'validation.passwordRequired' });
    expect(validate({ ...values, email: 'new@example.com', currentPassword: 'Secret123' })).toEqual({});
    expect(validatePersonal(profile({ email: null, has_password: false }))({ ...values, email: 'new@example.com' })).toEqual({});
  });

  it('read the billing address from either of its names and require it', () => {
    const values = billingValues(profile({ country: { id: 4, title: 'Latvia', iso: 'LV' }, post_code: '1010', zip: null, city: 'Riga' }));
    expect(values).toEqual({ country: '4', city: 'Riga', zip: '1010', address: '' });
    expect(keys(validateBilling(values))).toEqual({ address: 'validation.addressRequired' });
  });

  it('ask for the current password only when the account has one', () => {
    const values = { current: '', password: 'Secret123', confirmation: 'Secret123' };
    expect(keys(validatePassword(values, true))).toEqual({ current: 'validation.passwordRequired' });
    expect(validatePassword(values, false)).toEqual({});
  });

  it('let IBAN and BIC stay empty but check what is typed', () => {
    expect(validatePayment({ iban: '', bic: '' })).toEqual({});
    expect(validatePayment({ iban: 'EE38 2200 2210 2014 5685', bic: 'habaee2x' })).toEqual({});
    expect(keys(validatePayment({ iban: 'EE38 2200 2210 2014 5686', bic: 'HABA' }))).toEqual({ iban: 'validation.invalidIban', bic: 'validation.invalidBic' });
  });

  it("accept only a trade URL of the user's own Steam account", () => {
    const url = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCdEfGh';
    expect(tradeUrlError(url, null)).toBeUndefined();
    expect(tradeUrlError(url, '76561198083722517')).toBeUndefined();
    expect(tradeUrlError(url, '76561198000000000')).toEqual({ key: 'validation.tradeUrlOtherAccount' });
    expect(tradeUrlError('https://example.com', null)).toMatchObject({ key: 'validation.invalidTradeUrlFormat' });
    expect(tradeUrlError('', '76561198000000000')).toBeUndefined();
  });
});
