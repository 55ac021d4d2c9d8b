import { formatPrice, type shopProductSchema } from '@skins/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import type { ShopKind } from '../api/get-shop-products.ts';
import { usePurchase } from '../api/purchase.ts';

type Product = z.infer<typeof shopProductSchema>;
export type PurchaseAnswer = NonNullable<ReturnType<typeof usePurchase>['data']>;

/**
 * Nothing is charged in one click: a pack asks first (what it gives, where it goes), a prompt asks for the
 * text of the design the buyer wants. The balance pays only on the confirm button.
 */
export function BuyDialog({ kind, product, onClose, onBought }: { kind: ShopKind; product: Product; onClose: () => void; onBought: (answer: PurchaseAnswer) => void }) {
  const t = useT();
  const purchase = usePurchase();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const price = formatPrice(product.price, product.currency_symbol);
  const tooShort = kind === 'prompt' && text.trim().length < 10;

  const confirm = () => {
    if (tooShort) {
      setFailure(t('balance.prompt.tooShort'));
      return;
    }
    setFailure(null);
    purchase.mutate(
      { kind, id: product.id, promptText: text.trim() },
      {
        onSuccess: onBought,
        onError: (error) => setFailure(isApiError(error) && error.isClientError && error.message ? error.message : t('errors.purchaseFailed')),
      },
    );
  };

  return (
    <ModalDialog id={`buy-${kind}`} title={t(kind === 'pack' ? 'balance.pack.confirmTitle' : 'balance.prompt.confirmTitle', { name: product.name })} onClose={onClose}>
      <p>{product.description}</p>
      <p>{t(kind === 'pack' ? 'balance.pack.confirmText' : 'balance.prompt.confirmText', { price })}</p>
      {kind === 'prompt' ? (
        <label className="buy-dialog__prompt">
          <span>{t('balance.prompt.textLabel')}</span>
          <textarea value={text} maxLength={1000} rows={5} onChange={(event) => setText(event.target.value)} placeholder={t('balance.prompt.textPlaceholder')} />
        </label>
      ) : null}
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <div className="dialog-actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button button--primary" disabled={purchase.isPending} onClick={confirm}>
          {purchase.isPending ? t('common.processing') : t(kind === 'pack' ? 'balance.pack.confirm' : 'balance.prompt.confirm', { price })}
        </button>
      </div>
    </ModalDialog>
  );
}
