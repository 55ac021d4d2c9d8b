import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useT } from '../../../lib/i18n/index.ts';

/** Skeleton rows while the history loads (spec §2), announced once for assistive technology. */
export function OrderHistorySkeleton() {
  const t = useT();
  return (
    <div className="order-skeleton" role="status">
      <span className="visually-hidden">{t('account.orders.loading')}</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="order-skeleton__row">
          <Skeleton width="18%" height="1.1em" />
          <Skeleton width="44px" height="44px" />
          <Skeleton width="34%" height="1.1em" />
          <Skeleton width="12%" height="1.1em" />
          <Skeleton width="14%" height="1.6em" />
        </div>
      ))}
    </div>
  );
}
