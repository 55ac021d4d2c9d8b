import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { SellerWorkspace } from './seller-workspace.tsx';
import './sell-orders.css';

export interface SellOrdersPanelProps {
  /** The auth state's seller flag (spec §6: the panel guard uses it). */
  isSeller: boolean;
}

/** The account screen's Sell Orders tab. Non-sellers are told seller access is required. */
export function SellOrdersPanel({ isSeller }: SellOrdersPanelProps) {
  const t = useT();
  if (!isSeller) return <StatusMessage tone="error" title={t('sellOrders.sellerRequired.title')} text={t('sellOrders.sellerRequired.text')} />;
  return <SellerWorkspace />;
}
