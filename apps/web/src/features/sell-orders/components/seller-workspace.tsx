import type { SellOrder } from '@skins/shared';
import { useState } from 'react';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useSellOrders } from '../api/get-sell-orders.ts';
import { awaitsAnswer } from '../utils/sell-order-actions.ts';
import type { SellerAction } from '../utils/sell-order-actions.ts';
import { InstantQuotes } from './instant-quotes.tsx';
import { OffersAwaiting } from './offers-awaiting.tsx';
import { OrderDialog } from './order-dialog.tsx';
import type { OpenDialog } from './order-dialog.tsx';
import { SellOrderForm } from './sell-order-form.tsx';
import { SellOrdersList } from './sell-orders-list.tsx';

/** A seller's Sell Orders tab: offers to answer, the sell form, and every order with what can be done with it. */
export function SellerWorkspace() {
  const t = useT();
  const orders = useSellOrders(true);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const open = (action: SellerAction, order: SellOrder) => setDialog({ action, order });

  if (orders.isError && orders.data === undefined) {
    return (
      <StatusMessage
        tone="error"
        title={t('errors.loadSellOrders')}
        text={isApiError(orders.error) && orders.error.message ? orders.error.message : t('errors.fetchSellOrders')}
        action={
          <button type="button" className="button button--ghost" onClick={() => void orders.refetch()}>
            {t('common.tryAgain')}
          </button>
        }
      />
    );
  }

  return (
    <div className="sell-orders">
      {orders.data && orders.data.some(awaitsAnswer) ? <OffersAwaiting offers={orders.data.filter(awaitsAnswer)} onAction={open} /> : null}
      <InstantQuotes />
      <div className="sell-orders__grid">
        <SellOrderForm />
        <SellOrdersList orders={orders.data} onAction={open} />
      </div>
      {dialog ? <OrderDialog dialog={dialog} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
