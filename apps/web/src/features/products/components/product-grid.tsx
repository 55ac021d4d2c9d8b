import type { Product } from '@skins/shared';
import { useReferencePrices } from '../../price-history/index.ts';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import { ProductCard } from './product-card.tsx';
import './product-grid.css';

export type ProductGridProps = {
  busy?: boolean;
  /** Five columns on extra-large screens (nothing beside the grid). */
  wide?: boolean;
} & ({ products: readonly Product[] } | { skeletons: number });

export function ProductGrid(props: ProductGridProps) {
  if ('skeletons' in props) return <SkeletonGrid count={props.skeletons} wide={props.wide} />;
  return <ProductCards {...props} />;
}

function SkeletonGrid({ count, wide }: { count: number; wide?: boolean }) {
  return (
    <ul className="product-grid" aria-hidden="true" data-wide={wide || undefined}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** The cards of one page, each with how far it is below its item's 30-day median (one call per page). */
function ProductCards(props: { products: readonly Product[]; busy?: boolean; wide?: boolean }) {
  const references = useReferencePrices(props.products.map((product) => product.id));
  const below = new Map(references.data?.map((reference) => [reference.id, reference.percent_below]));
  return (
    <ul className="product-grid" aria-busy={props.busy || undefined} data-busy={props.busy || undefined} data-wide={props.wide || undefined}>
      {props.products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} percentBelowMedian={below.get(product.id)} />
        </li>
      ))}
    </ul>
  );
}
