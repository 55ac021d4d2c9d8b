import type { SellOrderStatus } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import { STATUS_LABELS } from '../utils/sell-order-prices.ts';

/** A sell order's status (spec §4) as a coloured pill. */
export function StatusBadge({ status }: { status: SellOrderStatus }) {
  const t = useT();
  return (
    <span className={`status-badge status-badge--${status.replace('_', '-')}`}>
      {t(STATUS_LABELS[status])}
    </span>
  );
}
