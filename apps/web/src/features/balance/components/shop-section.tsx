import { useId, useState } from 'react';
import type { z } from 'zod';
import type { shopProductSchema } from '@skins/shared';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { CART_TOAST_DURATION_MS, toast } from '../../../lib/toast-store.ts';
import { useShopProducts } from '../api/get-shop-products.ts';
import type { ShopKind } from '../api/get-shop-products.ts';
import { BuyDialog, type PurchaseAnswer } from './buy-dialog.tsx';
import { PackReveal } from './pack-reveal.tsx';
import { ShopProductCard } from './shop-product-card.tsx';

const TEXTS: Record<ShopKind, { title: MessageKey; buy: MessageKey; empty: MessageKey }> = {
  pack: { title: 'account.packs.title', buy: 'account.packs.buy', empty: 'account.packs.empty' },
  prompt: { title: 'account.prompts.title', buy: 'account.prompts.buy', empty: 'account.prompts.empty' },
};

/**
 * Packs or prompts, bought from the balance after a confirmation (BuyDialog): 'Purchase successful!', and for
 * a pack what it gave (PackReveal); or the server's reason ('Not enough funds!', no trade URL, out of stock).
 */
export function ShopSection({ kind }: { kind: ShopKind }) {
  const t = useT();
  const titleId = useId();
  const products = useShopProducts(kind);
  const texts = TEXTS[kind];
  const [chosen, setChosen] = useState<z.infer<typeof shopProductSchema> | null>(null);
  const [revealed, setRevealed] = useState<PurchaseAnswer | null>(null);

  const bought = (answer: PurchaseAnswer) => {
    setChosen(null);
    toast.success(answer.message || t('toast.purchaseSuccessful'), { duration: CART_TOAST_DURATION_MS });
    if (kind === 'pack') setRevealed(answer);
  };

  return (
    <section className="shop-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="shop-section__title">
        {t(texts.title)}
      </h3>
      {products.isPending ? (
        <div className="shop-section__loading" aria-hidden="true">
          <Skeleton height="96px" />
          <Skeleton height="96px" />
        </div>
      ) : products.isError ? (
        <p className="shop-section__empty">{t('errors.generic')}</p>
      ) : products.data.length === 0 ? (
        <p className="shop-section__empty">{t(texts.empty)}</p>
      ) : (
        <ul className="shop-section__list">
          {products.data.map((product) => (
            <ShopProductCard key={product.id} product={product} buyLabel={texts.buy} busy={false} disabled={chosen !== null} onBuy={() => setChosen(product)} />
          ))}
        </ul>
      )}
      {chosen ? <BuyDialog kind={kind} product={chosen} onClose={() => setChosen(null)} onBought={bought} /> : null}
      {revealed ? <PackReveal answer={revealed} onClose={() => setRevealed(null)} /> : null}
    </section>
  );
}
