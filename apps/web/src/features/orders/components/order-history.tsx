import { MOBILE_BREAKPOINT_PX, ORDER_HISTORY_PAGE_SIZE } from '@skins/shared';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCurrencies } from '../../currencies/index.ts';
import { useOrderHistory } from '../api/get-order-history.ts';
import { formatOrderAmount } from '../utils/order-amount.ts';
import { groupOrders, pageOfOrders } from '../utils/group-orders.ts';
import { OrderHistoryCards } from './order-history-cards.tsx';
import { OrderHistorySkeleton } from './order-history-skeleton.tsx';
import { OrderHistoryTable } from './order-history-table.tsx';
import './orders.css';

const NARROW = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Spec §2 Order history: orders grouped by id, 5 a page, a table on wide screens and cards on phones. */
export function OrderHistory() {
  const t = useT();
  const titleId = useId();
  const history = useOrderHistory();
  const { data: currencies } = useCurrencies();
  const narrow = useMediaQuery(NARROW);
  // A mail's link (`?tab=orders&order=33`) names one order: its page opens with that order's timeline open.
  const [params] = useSearchParams();
  const focusId = Number(params.get('order')) || null;
  const [chosenPage, setPage] = useState<number | null>(null);
  const formatAmount = (amount: number, currency: string) => formatOrderAmount(amount, currency, currencies);

  let body;
  if (history.isPending) {
    body = <OrderHistorySkeleton />;
  } else if (history.isError) {
    body = (
      <StatusMessage
        tone="error"
        title={t('errors.fetchOrderHistory')}
        action={
          <button type="button" className="button button--ghost" onClick={() => void history.refetch()}>
            {t('common.tryAgain')}
          </button>
        }
      />
    );
  } else {
    const all = groupOrders(history.data);
    const focusIndex = focusId === null ? -1 : all.findIndex((order) => order.id === focusId);
    const { orders, page, pages } = pageOfOrders(all, chosenPage ?? (focusIndex >= 0 ? Math.floor(focusIndex / ORDER_HISTORY_PAGE_SIZE) + 1 : 1));
    body =
      orders.length === 0 ? (
        <p className="orders__empty">{t('account.orders.empty')}</p>
      ) : (
        <>
          {narrow ? (
            <OrderHistoryCards orders={orders} formatAmount={formatAmount} focusId={focusId} />
          ) : (
            <OrderHistoryTable orders={orders} formatAmount={formatAmount} focusId={focusId} />
          )}
          <Pagination page={page} pages={pages} onPageChange={setPage} />
        </>
      );
  }

  return (
    <section className="orders" aria-labelledby={titleId}>
      <h2 id={titleId} className="orders__title">
        {t('account.orders.title')}
      </h2>
      {body}
    </section>
  );
}
