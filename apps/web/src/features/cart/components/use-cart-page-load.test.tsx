/**
 * Spec §4 Cart page load after a payment: the cart is loaded again and the buyer told so. Back from the
 * provider the page loads anew, so the texts may still be on their way: the toast waits for them rather
 * than being blank.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { STORAGE_KEYS } from '@skins/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/index.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearToasts, getToasts } from '../../../lib/toast-store.ts';
import { useCartPageLoad } from './use-cart-page-load.ts';

function CartPageLoad() {
  useCartPageLoad();
  return null;
}

describe('the cart page after a payment', () => {
  beforeEach(() => {
    localStorage.clear();
    clearToasts();
  });

  it('says the cart was refreshed once the texts are there, and only once', async () => {
    localStorage.setItem(STORAGE_KEYS.cartNeedsRefresh, 'true');
    const client = createQueryClient();
    const tree = (pending: boolean) => (
      <QueryClientProvider client={client}>
        <I18nProvider pending={pending}>
          <CartPageLoad />
        </I18nProvider>
      </QueryClientProvider>
    );
    const view = render(tree(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getToasts()).toEqual([]);
    view.rerender(tree(false));
    await vi.waitFor(() => expect(getToasts()).toMatchObject([{ kind: 'info', text: 'Your cart has been refreshed' }]));
    expect(localStorage.getItem(STORAGE_KEYS.cartNeedsRefresh)).toBeNull();
    view.rerender(tree(false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getToasts()).toHaveLength(1);
  });
});
