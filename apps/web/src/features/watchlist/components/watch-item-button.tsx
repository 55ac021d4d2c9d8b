import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/index.ts';
import { useAuth } from '../../auth/index.ts';
import { useCreateWatch } from '../api/watches.ts';
import './watchlist.css';

/** On the details page: watch this item (every listing of it), optionally under the current price. */
export function WatchItemButton({ productId, price }: { productId: number; price: number }) {
  const t = useT();
  const { isAuthenticated } = useAuth();
  const create = useCreateWatch();
  const [underPrice, setUnderPrice] = useState(true);
  if (!isAuthenticated) return null;
  if (create.isSuccess) {
    return (
      <p className="watch-item" role="status">
        {t('watchlist.watching')} <Link to="/account?tab=watchlist">{t('watchlist.title')}</Link>
      </p>
    );
  }
  return (
    <div className="watch-item">
      <label>
        <input type="checkbox" checked={underPrice} onChange={(event) => setUnderPrice(event.target.checked)} /> {t('watchlist.onlyCheaper')}
      </label>
      <button
        type="button"
        className="button button--ghost"
        disabled={create.isPending}
        onClick={() => create.mutate({ product_id: productId, max_price: underPrice ? Math.max(0.01, Math.round(price * 100 - 1) / 100) : undefined })}
      >
        {t('watchlist.watchItem')}
      </button>
    </div>
  );
}
