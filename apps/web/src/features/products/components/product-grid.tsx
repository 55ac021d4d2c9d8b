import type { Product } from '@skins/shared';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import { ProductCard } from './product-card.tsx';

export type ProductGridProps = { busy?: boolean } & ({ products: readonly Product[] } | { skeletons: number });

export function ProductGrid(props: ProductGridProps) {
  if ('skeletons' in props) {
    return (
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: props.skeletons }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="product-grid" aria-busy={props.busy || undefined} data-busy={props.busy || undefined}>
      {props.products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
