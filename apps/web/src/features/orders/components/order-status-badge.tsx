import { orderDisplayStatus } from '@skins/shared';
import type { OrderStatusName } from '@skins/shared';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';

const LABELS: Record<ReturnType<typeof orderDisplayStatus>['label'], MessageKey> = {
  Successfully: 'account.status.successfully',
  Canceled: 'account.status.canceled',
  Failed: 'account.status.failed',
  Pending: 'account.status.pending',
  Processing: 'account.status.processing',
  Refunded: 'account.status.refunded',
  'Partly refunded': 'account.status.partlyRefunded',
};

/** Spec §4 Order history display status: the label and its colour. */
export function OrderStatusBadge({ status }: { status: OrderStatusName }) {
  const t = useT();
  const { label, color } = orderDisplayStatus(status);
  return (
    <span className="order-status" data-color={color}>
      {t(LABELS[label])}
    </span>
  );
}
