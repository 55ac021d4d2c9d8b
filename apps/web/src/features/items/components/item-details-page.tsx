import { useNavigate, useParams } from 'react-router-dom';
import { ChevronLeftIcon } from '../../../components/icons/chevron-left-icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { PriceHistorySection } from '../../price-history/index.ts';
import { useItem } from '../api/get-item.ts';
import { ItemCarousel } from './item-carousel.tsx';
import { ItemDetails } from './item-details.tsx';
import { OtherCopies } from './other-copies.tsx';
import './item-details.css';

/** A positive whole number, or null for a missing or malformed id. */
function parseItemId(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function ItemDetailsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { category = 'all', subcategory = 'all', productId } = useParams();
  const id = parseItemId(productId);
  const query = useItem(id ?? 0, { enabled: id !== null });

  // Back to where the visitor came from (the list keeps its filters in the URL), or to the category.
  const back = () => {
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate(`/products/${encodeURIComponent(category)}/${encodeURIComponent(subcategory)}`);
  };

  let body;
  if (id === null) {
    body = <StatusMessage tone="error" title={t('product.errorLoad')} text={t('product.errorMissingId')} />;
  } else if (query.isPending) {
    body = (
      <div className="product-page__loading">
        <Spinner size={40} />
        <p>{t('product.loading')}</p>
      </div>
    );
  } else if (query.isError) {
    // The server's message when it gave one (say, 'Product not found'), else spec §8's fallback.
    const reason = isApiError(query.error) && query.error.isClientError ? query.error.message : t('errors.fetchProductDetails');
    body = (
      <StatusMessage
        tone="error"
        title={t('product.errorLoad')}
        text={reason}
        action={
          isApiError(query.error) && query.error.isClientError ? undefined : (
            <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
              {t('common.tryAgain')}
            </button>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <ItemDetails product={query.data} />
        <OtherCopies copies={query.data.other_copies} total={query.data.other_copies_total} />
        <PriceHistorySection productId={query.data.id} />
        <ItemCarousel title={t('product.similarTitle')} products={query.data.similar} emptyText={t('product.noSimilar')} />
      </>
    );
  }

  return (
    <div className="container product-page">
      <button type="button" className="product-page__back" onClick={back}>
        <ChevronLeftIcon size={18} />
        {t('product.back')}
      </button>
      {body}
    </div>
  );
}
