import { useId } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';
import { CART_TOAST_DURATION_MS, toast } from '../../../lib/toast-store.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useShopProducts } from '../api/get-shop-products.ts';
import type { ShopKind } from '../api/get-shop-products.ts';
import { usePurchase } from '../api/purchase.ts';
import { ShopProductCard } from './shop-product-card.tsx';

const TEXTS: Record<ShopKind, { title: MessageKey; buy: MessageKey; empty: MessageKey }> = {
  pack: { title: 'account.packs.title', buy: 'account.packs.buy', empty: 'account.packs.empty' },
  prompt: { title: 'account.prompts.title', buy: 'account.prompts.buy', empty: 'account.prompts.empty' },
};

/** Packs or prompts, bought from the balance: 'Purchase successful!' or the server's 'Not enough funds!'. */
export function ShopSection({ kind }: { kind: ShopKind }) {
  const t = useT();
  const titleId = useId();
  const products = useShopProducts(kind);
  const purchase = usePurchase();
  const texts = TEXTS[kind];
  const buying = purchase.isPending ? purchase.variables.id : null;

  const buy = (id: number) =>
    purchase.mutate(
      { kind, id },
      {
        onSuccess: (answer) => toast.success(answer.message || t('toast.purchaseSuccessful'), { duration: CART_TOAST_DURATION_MS }),
        onError: (error) => toast.error(isApiError(error) && error.isClientError && error.message ? error.message : t('errors.purchaseFailed')),
      },
    );

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
            <ShopProductCard
              key={product.id}
              product={product}
              buyLabel={texts.buy}
              busy={buying === product.id}
              disabled={purchase.isPending}
              onBuy={() => buy(product.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
