import { STORAGE_KEYS } from '@skins/shared';

export interface StorageAccess {
  read: (key: string) => string | null;
  remove: (key: string) => void;
}

/**
 * Spec §4 Cart page load: a stored payment outcome is forgotten (status and order id) once the buyer is back
 * in the cart; when a payment asked for it (`cart_needs_refresh` 'true'), the flag is cleared and the answer
 * is true: the cart must be loaded again and the buyer told 'Your cart has been refreshed'.
 */
export function consumeCartPageFlags(storage: StorageAccess): { refresh: boolean } {
  if (storage.read(STORAGE_KEYS.lastPaymentStatus) !== null) {
    storage.remove(STORAGE_KEYS.lastPaymentStatus);
    storage.remove(STORAGE_KEYS.lastOrderId);
  }
  if (storage.read(STORAGE_KEYS.cartNeedsRefresh) !== 'true') return { refresh: false };
  storage.remove(STORAGE_KEYS.cartNeedsRefresh);
  return { refresh: true };
}
