import { API_ERROR, SELL_ORDER_LIMITS, sellOrderBodySchema } from '@skins/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { hasErrorCode, isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useProfile } from '../../auth/index.ts';
import { useCreateSellOrder } from '../api/create-sell-order.ts';
import { sellOrderServerErrors } from '../utils/sell-order-errors.ts';
import type { SellOrderField } from '../utils/sell-order-errors.ts';
import { EMPTY_SELL_ORDER, isSellRarity } from '../utils/sell-order-form.ts';
import { InventoryPicker, type InventoryPick } from './inventory-picker.tsx';
import { SellOrderFields } from './sell-order-fields.tsx';

/**
 * A skin picked from the Steam inventory fills the name, its rarity when it is one of the form's, the suggested
 * price, and the Steam link: the picked copy's place in the seller's inventory, so nothing is asked twice.
 */
function fromInventory(pick: InventoryPick, steamId: string | null | undefined) {
  const rarity = pick.rarity;
  return {
    skin_name: pick.skinName,
    asset_id: pick.assetId,
    price: pick.price,
    ...(isSellRarity(rarity) ? { quality: rarity } : {}),
    ...(steamId ? { steam_link: `https://steamcommunity.com/profiles/${steamId}/inventory/#570_2_${pick.assetId}` } : {}),
  };
}

/** 'Sell Your Skin or Item': a new sell order; the form starts over once it is submitted. */
export function SellOrderForm() {
  const t = useT();
  const form = useSchemaForm(sellOrderBodySchema, EMPTY_SELL_ORDER);
  // The client's 'correct the errors' lasts while a field is still invalid; the server's until the next submit.
  const [failure, setFailure] = useState<{ text: string; client: boolean } | null>(null);
  const mutation = useCreateSellOrder();
  const { data: profile } = useProfile();
  // The picked copy stays with the order only while its name does: a name typed over it asks for a different skin.
  const [pickedName, setPickedName] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(
    (values) => {
      setFailure(null);
      const body = values.skin_name === pickedName ? values : { ...values, asset_id: undefined };
      mutation.mutate(body, {
        onSuccess: () => {
          form.reset(EMPTY_SELL_ORDER);
          setPickedName(null);
          toast.success(t('toast.sellOrderSubmitted'));
        },
        onError: (error) => {
          // The limits' refusals in the interface language: the api words them in English.
          if (hasErrorCode(error, API_ERROR.SELL_ORDER_LIMIT)) {
            setFailure({ text: t('errors.tooManyOpenSellOrders', { max: SELL_ORDER_LIMITS.openPerSeller }), client: false });
            return;
          }
          if (hasErrorCode(error, API_ERROR.RATE_LIMITED)) {
            setFailure({ text: t('errors.tooManyRequests'), client: false });
            return;
          }
          // 'Failed to submit sell order' when it never reached the api; 'Failed to create sell order' when the api failed.
          const fallback = isApiError(error) && error.status > 0 ? t('errors.createSellOrder') : t('errors.submitSellOrder');
          const { fields, message } = sellOrderServerErrors(error, t('validation.correctErrors'), fallback);
          for (const [field, text] of Object.entries(fields)) form.setError(field as SellOrderField, { type: 'server', message: text });
          setFailure({ text: message, client: false });
        },
      });
    },
    () => setFailure({ text: t('validation.correctErrors'), client: true }),
  );

  return (
    <section className="sell-orders__card" aria-labelledby="sell-order-form">
      <header className="sell-orders__intro">
        <h2 id="sell-order-form" className="sell-orders__title">
          {t('sellOrders.formTitle')}
        </h2>
        <p className="sell-orders__hint">{t('sellOrders.formDescription')}</p>
      </header>
      <form className="sell-order-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && !(failure.client && form.formState.isValid) ? <FormAlert tone="error">{failure.text}</FormAlert> : null}
        <InventoryPicker
          onPick={(pick) => {
            setPickedName(pick.skinName);
            form.reset({ ...form.getValues(), ...fromInventory(pick, profile?.steamId) });
          }}
        />
        <SellOrderFields control={form.control} />
        <button type="submit" className="button button--primary sell-order-form__submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('sellOrders.submitting') : t('sellOrders.submit')}
        </button>
      </form>
    </section>
  );
}
