import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { addToCartProblem, cartFailureText } from './cart-errors.ts';

const apiError = (status: number, message: string, code = 'CONFLICT') => new ApiError({ status, code, message });

describe('addToCartProblem', () => {
  it('asks a visitor to log in (the 401 of the api, spec §6)', () => {
    expect(addToCartProblem(apiError(401, 'please_login_to_add_to_cart'))).toEqual({ kind: 'warning', message: { key: 'errors.loginToAddToCart' } });
  });

  it('tells the buyer an item is already in the cart, as a notice', () => {
    expect(addToCartProblem(apiError(409, 'This item is already in your cart', 'ALREADY_IN_CART'))).toEqual({ kind: 'info', message: { key: 'errors.alreadyInCart' } });
  });

  it('reads the code, not the text: a reworded or translated message changes nothing', () => {
    expect(addToCartProblem(apiError(409, 'Dieser Artikel ist bereits im Warenkorb', 'ALREADY_IN_CART')).kind).toBe('info');
    expect(addToCartProblem(apiError(409, 'Sold meanwhile', 'ITEM_UNAVAILABLE')).message).toEqual({ key: 'errors.itemUnavailable' });
    // The old text with a generic code is just a refusal shown as it is.
    expect(addToCartProblem(apiError(409, 'This item is already in your cart', 'CONFLICT'))).toEqual({ kind: 'error', message: { text: 'This item is already in your cart' } });
  });

  it("prefers the server's message and falls back to 'Failed to add item to cart'", () => {
    expect(addToCartProblem(apiError(404, 'Product not found')).message).toEqual({ text: 'Product not found' });
    expect(addToCartProblem(apiError(500, 'boom')).message).toEqual({ key: 'errors.addToCart' });
    expect(addToCartProblem(new Error('x')).message).toEqual({ key: 'errors.addToCart' });
  });
});

describe('cartFailureText', () => {
  it('shows a refusal as the server says it, and hides server failures behind the fallback', () => {
    expect(cartFailureText(apiError(404, 'This item is not in your cart'), 'Failed')).toBe('This item is not in your cart');
    expect(cartFailureText(apiError(503, 'Service Unavailable'), 'Failed')).toBe('Failed');
  });
});
