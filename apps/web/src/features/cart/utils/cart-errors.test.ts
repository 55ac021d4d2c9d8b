import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { addToCartProblem, cartFailureText } from './cart-errors.ts';

const apiError = (status: number, message: string) => new ApiError({ status, code: 'X', message });

describe('addToCartProblem', () => {
  it('asks a visitor to log in (the 401 of the api, spec §6)', () => {
    expect(addToCartProblem(apiError(401, 'please_login_to_add_to_cart'))).toEqual({ kind: 'warning', message: { key: 'errors.loginToAddToCart' } });
  });

  it('tells the buyer an item is already in the cart, as a notice', () => {
    expect(addToCartProblem(apiError(409, 'This item is already in your cart'))).toEqual({ kind: 'info', message: { key: 'errors.alreadyInCart' } });
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
