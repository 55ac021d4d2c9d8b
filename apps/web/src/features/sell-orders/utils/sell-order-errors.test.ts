import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldOfMessage, qualityAsRarity, sellOrderServerErrors } from './sell-order-errors.ts';

const CORRECT = 'Please correct the errors in the form';
const FALLBACK = 'Failed to submit sell order';
const invalid = (fieldErrors: Record<string, string[]>, message = 'The given data was invalid.') => new ApiError({ status: 422, code: 'VALIDATION', message, fieldErrors });

describe('sell form server errors (spec §5 Sell form)', () => {
  it('puts each error under its field, with quality read as rarity', () => {
    const result = sellOrderServerErrors(
      invalid({ skin_name: ['The skin name field is required.'], quality: ['The selected quality is invalid.'], price: ['The price must be at least 0.01.'], steam_link: ['The steam link must be a valid URL.'] }),
      CORRECT,
      FALLBACK,
    );
    expect(result.fields).toEqual({
      skin_name: 'The skin name field is required.',
      quality: 'The selected rarity is invalid.',
      price: 'The price must be at least 0.01.',
      steam_link: 'The steam link must be a valid URL.',
    });
    expect(result.message).toBe(CORRECT);
  });

  it("maps 'The X field is Y' onto field X when the key names no field", () => {
    const result = sellOrderServerErrors(invalid({ body: ['The quality field is required.'] }), CORRECT, FALLBACK);
    expect(result.fields).toEqual({ quality: 'The rarity field is required.' });
    expect(result.message).toBe(CORRECT);
  });

  it('maps a message without an errors object onto its field', () => {
    const result = sellOrderServerErrors(invalid({}, 'The skin name field is required.'), CORRECT, FALLBACK);
    expect(result.fields).toEqual({ skin_name: 'The skin name field is required.' });
  });

  it("shows an error no field takes, and the server's message when there are no field errors", () => {
    expect(sellOrderServerErrors(invalid({ currency: ['Invalid currency code'], price: ['The price field is required.'] }), CORRECT, FALLBACK).message).toBe('Invalid currency code');
    const forbidden = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Seller Access Required' });
    expect(sellOrderServerErrors(forbidden, CORRECT, FALLBACK)).toEqual({ fields: {}, message: 'Seller Access Required' });
    expect(sellOrderServerErrors(new Error('boom'), CORRECT, FALLBACK)).toEqual({ fields: {}, message: FALLBACK });
  });

  it('reads the field a Laravel-style message names', () => {
    expect(fieldOfMessage('The skin name may not be greater than 150 characters.')).toBe('skin_name');
    expect(fieldOfMessage('The Quality field is required.')).toBe('quality');
    expect(fieldOfMessage('Something else went wrong.')).toBeUndefined();
    expect(qualityAsRarity('Quality: the quality is invalid; qualityless')).toBe('Rarity: the rarity is invalid; qualityless');
  });
});
