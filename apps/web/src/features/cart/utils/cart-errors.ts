import { API_ERROR } from '@skins/shared';
import type { TranslationKey } from '@skins/shared/i18n';
import { isApiError } from '../../../lib/api-error.ts';
import type { ToastKind } from '../../../lib/toast-store.ts';

export interface CartProblem {
  kind: Extract<ToastKind, 'warning' | 'info' | 'error'>;
  /** A text of the dictionary, or the server's own words. */
  message: { key: TranslationKey } | { text: string };
}

/**
 * What a failed add-to-cart tells the buyer (spec §6, §8): a visitor (or an expired session) is asked to
 * log in, an item already there is a notice, anything else the server's message or 'Failed to add item to cart'.
 */
export function addToCartProblem(error: unknown): CartProblem {
  if (!isApiError(error)) return { kind: 'error', message: { key: 'errors.addToCart' } };
  if (error.status === 401) return { kind: 'warning', message: { key: 'errors.loginToAddToCart' } };
  if (error.code === API_ERROR.ALREADY_IN_CART) return { kind: 'info', message: { key: 'errors.alreadyInCart' } };
  if (error.code === API_ERROR.ITEM_UNAVAILABLE) return { kind: 'error', message: { key: 'errors.itemUnavailable' } };
  if (error.isClientError && error.message) return { kind: 'error', message: { text: error.message } };
  return { kind: 'error', message: { key: 'errors.addToCart' } };
}

/** The server's words for a refused change, else the screen's fallback. */
export function cartFailureText(error: unknown, fallback: string): string {
  return isApiError(error) && error.isClientError && error.message ? error.message : fallback;
}
