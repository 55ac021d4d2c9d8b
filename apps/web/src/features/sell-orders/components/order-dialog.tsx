import type { SellOrder } from '@skins/shared';
import type { SellerAction } from '../utils/sell-order-actions.ts';
import { AcceptOfferModal } from './accept-offer-modal.tsx';
import { DeleteOrderDialog } from './delete-order-dialog.tsx';
import { EditSellOrderModal } from './edit-sell-order-modal.tsx';
import { PaymentDetailsModal } from './payment-details-modal.tsx';
import { RejectOfferDialog } from './reject-offer-dialog.tsx';

/** The dialog a button of an order opened. */
export interface OpenDialog {
  action: SellerAction;
  order: SellOrder;
}

/** One dialog at a time, for the order and action chosen. */
export function OrderDialog({ dialog, onClose }: { dialog: OpenDialog; onClose: () => void }) {
  const { action, order } = dialog;
  switch (action) {
    case 'accept':
      return <AcceptOfferModal order={order} onClose={onClose} />;
    case 'reject':
      return <RejectOfferDialog order={order} onClose={onClose} />;
    case 'edit':
      return <EditSellOrderModal order={order} onClose={onClose} />;
    case 'delete':
      return <DeleteOrderDialog order={order} onClose={onClose} />;
    case 'paymentDetails':
      return <PaymentDetailsModal order={order} onClose={onClose} />;
  }
}
