import type { CartItem } from '@skins/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useLocale, useT } from '../../../lib/i18n/index.ts';
import { DeliverySpeedNote, isLocked, tradableDate } from '../../delivery/index.ts';

/**
 * Before paying for items: the date of each copy Steam does not let the shop trade yet (its offer goes out on
 * that date), then how fast offers go out now. A top-up (no items) has neither.
 */
export function CheckoutDeliveryNotes({ items }: { items: readonly CartItem[] }) {
  const t = useT();
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <div className="checkout-modal__delivery" data-testid="checkout-delivery">
      {items.map((item) =>
        isLocked(item.tradable_after) ? (
          <FormAlert key={item.id} tone="info">
            {t('tradable.checkoutNote', { title: item.title, date: tradableDate(item.tradable_after, locale) })}
          </FormAlert>
        ) : null,
      )}
      <DeliverySpeedNote />
    </div>
  );
}
