import type { Product } from '@skins/shared';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import { ProductCard } from './product-card.tsx';
import './product-grid.css';

export type ProductGridProps = {
  busy?: boolean;
  /** Five columns on extra-large screens (nothing beside the grid). */
  wide?: boolean;
} & ({ products: readonly Product[] } | { skeletons: number });

export function ProductGrid(props: ProductGridProps) {
  if ('skeletons' in props) {
    return (
      <ul className="product-grid" aria-hidden="true" data-wide={props.wide || undefined}>
        {Array.from({ length: props.skeletons }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="product-grid" aria-busy={props.busy || undefined} data-busy={props.busy || undefined} data-wide={props.wide || undefined}>
      {props.products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
