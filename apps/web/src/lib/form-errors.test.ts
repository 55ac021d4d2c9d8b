import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { fieldErrorText, serverFormErrors } from './form-errors.ts';
import { createTranslator } from './i18n/index.ts';

const validation = (fieldErrors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError({ status: 422, code: 'VALIDATION', message, fieldErrors });

describe('serverFormErrors', () => {
  const map = { steam_trade_link: 'tradeUrl', zip: 'zip' } as const;

  it("puts each server field's first message on the form field that shows it", () => {
    const error = validation({ steam_trade_link: ['This trade URL belongs to another Steam account.', 'second'] });
    expect(serverFormErrors(error, map, 'Failed to update profile')).toEqual({
      fields: { tradeUrl: { text: 'This trade URL belongs to another Steam account.' } },
      message: null,
    });
  });

  it("shows the server's message above the form when a field is not on it", () => {
    expect(serverFormErrors(validation({ email: ['taken'] }, 'The email has already been taken.'), map, 'fallback')).toEqual({
      fields: {},
      message: 'The email has already been taken.',
    });
  });

  it('falls back to the given text for anything but an api error', () => {
    expect(serverFormErrors(new Error('boom'), map, 'Failed to update profile')).toEqual({ fields: {}, message: 'Failed to update profile' });
  });
});

describe('fieldErrorText', () => {
  it('translates dictionary errors with their values and keeps server texts', () => {
    const t = createTranslator({});
    expect(fieldErrorText(t, { key: 'validation.passwordMinLength', params: { min: 8 } })).toBe('Password must be at least 8 characters');
    expect(fieldErrorText(t, { text: 'As the server said' })).toBe('As the server said');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });
});
