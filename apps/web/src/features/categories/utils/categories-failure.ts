import type { TranslationKey } from '@skins/shared/i18n';
import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api-error.ts';

const CLIENT_CODES: readonly string[] = Object.values(CLIENT_ERROR_CODES);

/**
 * Spec §8 for a failed GET /categories: the server's message when it sent one; 'Failed to fetch categories'
 * when the api answered with a failure of its own making no envelope; 'Failed to load categories' when no
 * answer came at all (network, timeout).
 */
export function categoriesFailureText(error: unknown, translate: (key: TranslationKey) => string): string {
  if (!isApiError(error) || error.status === 0) return translate('errors.loadCategories');
  if (!CLIENT_CODES.includes(error.code) && error.message) return error.message;
  return translate('errors.fetchCategories');
}
