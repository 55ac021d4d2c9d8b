import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useHoldDays } from '../api/get-hold-days.ts';
import type { CheckoutValues } from '../utils/checkout-values.ts';

/**
 * Before paying: when Steam would hold trades with the buyer's account (no Mobile Authenticator for 7 days),
 * say for how long, as Steam answered for this trade URL. Nothing is said when Steam was not asked or said 0.
 */
export function TradeHoldNotice({ control }: { control: Control<CheckoutValues, unknown, FieldValues> }) {
  const t = useT();
  const tradeUrl = useWatch({ control, name: 'tradeUrl' }) ?? '';
  const hold = useHoldDays(tradeUrl);
  if (!hold.data) return null;
  return <FormAlert tone="info">{t('checkout.holdWarning', { days: hold.data })}</FormAlert>;
}
