import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT, useTextsPending } from '../../../lib/i18n/index.ts';
import { readStorage, removeStorage } from '../../../lib/storage.ts';
import { CART_TOAST_DURATION_MS, toast } from '../../../lib/toast-store.ts';
import { refreshCart } from '../api/update-cart-cache.ts';
import { consumeCartPageFlags } from '../utils/cart-page-load.ts';

/**
 * Spec §4 Cart page load: after a payment the stored outcome is dropped and, when asked, the cart reloaded.
 * Back from the provider the page loads anew, so this waits for the interface texts: its toast would be blank.
 */
export function useCartPageLoad(): void {
  const t = useT();
  const textsPending = useTextsPending();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (textsPending) return;
    const { refresh } = consumeCartPageFlags({ read: readStorage, remove: removeStorage });
    if (!refresh) return;
    void refreshCart(queryClient).then(() => toast.info(t('toast.cartRefreshed'), { duration: CART_TOAST_DURATION_MS }));
    // A later run (a new language) finds the flags gone and does nothing.
  }, [queryClient, t, textsPending]);
}
