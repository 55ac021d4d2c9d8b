import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n/index.ts';
import { writeStorage } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSettings } from '../../settings/index.ts';
import { cancelOrder } from '../api/cancel-order.ts';
import { loadWidgetScript, PaymentSetupError } from '../utils/load-widget-script.ts';
import { outcomeStep, widgetOutcome } from '../utils/widget-outcome.ts';
import { buildWidgetParams, WIDGET_LAUNCH_DELAY_MS } from '../utils/widget-params.ts';
import type { PaymentPurpose, WidgetCheckoutAnswer, WidgetStatus } from '../utils/widget-params.ts';

export interface WidgetLaunch {
  answer: WidgetCheckoutAnswer;
  /** Where a buyer who closes the widget without paying returns (the cart, or the balance tab). */
  cancelPath: string;
  purpose: PaymentPurpose;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec §4 Checkout (widget flow): the widget script is loaded (a full-screen loader meanwhile), the widget
 * opens 100 ms after the modal closed, and its outcome decides the next page. The app navigates itself
 * (closeWidget answers false), so the buyer stays in the single-page app.
 */
export function useWidgetPayment() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: settings } = useSettings();
  const [loading, setLoading] = useState(false);

  const run = async ({ answer, cancelPath, purpose }: WidgetLaunch) => {
    setLoading(true);
    try {
      const url = settings?.paysage.widget_url;
      if (!url || !answer.token) throw new PaymentSetupError('errors.missingPaymentConfig');
      const [BeGateway] = await Promise.all([loadWidgetScript(url), wait(WIDGET_LAUNCH_DELAY_MS)]);
      const closeWidget = (status: WidgetStatus) => {
        const outcome = widgetOutcome(status);
        const step = outcomeStep(outcome, answer.order_id, purpose, cancelPath, answer.status_token);
        for (const [key, value] of Object.entries(step.store)) writeStorage(key, value);
        // Closed without paying: the order is canceled now, so its items are free again and history says
        // Canceled, instead of a Pending order holding them for the whole payment window.
        const settled = outcome === 'cancel' ? cancelOrder(answer.order_id).catch((error: unknown) => console.error('Failed to cancel the unpaid order', error)) : Promise.resolve();
        void settled.then(() => queryClient.invalidateQueries()).finally(() => {
          void navigate(step.path);
          // Back where they started, the buyer is told what closing the widget did.
          if (outcome === 'cancel') toast.info(t(purpose === 'top-up' ? 'payment.topUpCancelled' : 'payment.cancelled'));
        });
        return false;
      };
      new BeGateway(buildWidgetParams(answer, closeWidget)).createWidget();
    } catch (error) {
      console.error(error instanceof PaymentSetupError ? t(error.key) : 'Failed to initialize payment widget', error);
      toast.error(t('errors.initPaymentWidget'));
      void navigate(cancelPath);
    } finally {
      setLoading(false);
    }
  };

  return { launch: (request: WidgetLaunch) => void run(request), loading };
}
