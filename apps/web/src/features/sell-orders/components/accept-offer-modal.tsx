import { formatPrice } from '@skins/shared';
import type { SellOrder } from '@skins/shared';
import { useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useProfile } from '../../auth/index.ts';
import { AcceptOfferDialog } from './accept-offer-dialog.tsx';
import { MissingPaymentPrompt } from './missing-payment-prompt.tsx';

/**
 * Accepting an offer: without IBAN and BIC/SWIFT, or without the Steam trade URL, in the profile the seller is
 * sent to fill them in first (spec §2 'Missing Payment Information'); otherwise the trade URL and card form.
 */
export function AcceptOfferModal({ order, onClose }: { order: SellOrder; onClose: () => void }) {
  const t = useT();
  const profile = useProfile();
  const [missingPayment, setMissingPayment] = useState(false);
  const data = profile.data;

  if (data === undefined) {
    return (
      <ModalDialog id="accept-offer" title={t('sellOrders.acceptModal.heading', { amount: formatPrice(order.admin_price, order.currency_symbol), item: order.skin_name })} onClose={onClose}>
        <Spinner />
      </ModalDialog>
    );
  }
  const hasTradeUrl = Boolean(data.steam_trade_link ?? data.trade_url);
  if (missingPayment || !data.iban || !data.bic_swift || !hasTradeUrl) return <MissingPaymentPrompt onClose={onClose} />;
  return (
    <AcceptOfferDialog
      order={order}
      profile={data}
      onClose={onClose}
      onMissingPayment={() => {
        setMissingPayment(true);
        void profile.refetch();
      }}
    />
  );
}
