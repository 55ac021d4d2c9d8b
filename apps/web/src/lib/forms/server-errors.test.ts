import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { applyServerErrors } from './server-errors.ts';

type Values = { steam_trade_link: string; zip: string };
const validation = (fieldErrors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError({ status: 422, code: 'VALIDATION', message, fieldErrors });
const map = { steam_trade_link: 'steam_trade_link', trade_url: 'steam_trade_link', zip: 'zip' } as const;

describe('applyServerErrors', () => {
  it("puts each server field's first message on the form field that shows it", () => {
    const setError = vi.fn();
    const result = applyServerErrors<Values>(setError, validation({ trade_url: ['This trade URL belongs to another Steam account.', 'second'] }), map, 'Failed to update profile');
    expect(setError).toHaveBeenCalledExactlyOnceWith('steam_trade_link', { type: 'server', message: 'This trade URL belongs to another Steam account.' });
    expect(result.message).toBeNull();
    expect([...result.fields]).toEqual(['steam_trade_link']);
  });

  it("shows the server's message above the form when a field is not on it", () => {
    const setError = vi.fn();
    expect(applyServerErrors<Values>(setError, validation({ email: ['taken'] }, 'The email has already been taken.'), map, 'fallback').message).toBe('The email has already been taken.');
    expect(setError).not.toHaveBeenCalled();
  });

  it('falls back to the given text for anything but an api error', () => {
    expect(applyServerErrors<Values>(vi.fn(), new Error('boom'), map, 'Failed to update profile').message).toBe('Failed to update profile');
  });
});
