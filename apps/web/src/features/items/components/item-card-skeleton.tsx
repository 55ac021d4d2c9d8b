import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function ItemCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <div className="product-card__media">
        <Skeleton className="product-card__image" height="100%" />
      </div>
      <div className="product-card__body">
        <Skeleton width="40%" height="0.75rem" />
        <Skeleton width="85%" height="1.1rem" />
        <Skeleton width="55%" height="0.8rem" />
        <Skeleton width="30%" height="1.25rem" />
      </div>
    </div>
  );
}
