import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import './sell-orders.css';

export interface SellOrdersPanelProps {
  /** The auth state's seller flag (spec §6: the panel guard uses it). */
  isSeller: boolean;
}

/**
 * The account screen's Sell Orders tab. Non-sellers are told seller access is required; for sellers the
 * offers, the sell form and the list arrive with the sell-orders feature (an empty list until then).
 */
export function SellOrdersPanel({ isSeller }: SellOrdersPanelProps) {
  const t = useT();
  if (!isSeller) return <StatusMessage tone="error" title={t('sellOrders.sellerRequired.title')} text={t('sellOrders.sellerRequired.text')} />;
  return (
    <section className="sell-orders" aria-labelledby="my-sell-orders">
      <h2 id="my-sell-orders" className="sell-orders__title">
        {t('sellOrders.listTitle')}
      </h2>
      <p className="sell-orders__empty">{t('sellOrders.empty')}</p>
    </section>
  );
}
