import type { Item } from '@skins/shared';
import { useReferencePrices } from '../../price-history/index.ts';
import { ItemCardSkeleton } from './item-card-skeleton.tsx';
import { FIRST_ROW_CARDS } from '../utils/first-row-images.ts';
import { ItemCard } from './item-card.tsx';
import './item-grid.css';

export type ItemGridProps = {
  busy?: boolean;
  /** Five columns on extra-large screens (nothing beside the grid). */
  wide?: boolean;
} & ({ products: readonly Item[] } | { skeletons: number });

export function ItemGrid(props: ItemGridProps) {
  if ('skeletons' in props) return <SkeletonGrid count={props.skeletons} wide={props.wide} />;
  return <ItemCards {...props} />;
}

function SkeletonGrid({ count, wide }: { count: number; wide?: boolean }) {
  return (
    <ul className="product-grid" aria-hidden="true" data-wide={wide || undefined}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ItemCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** The cards of one page, each with how far it is below its item's 30-day median (one call per page). */
function ItemCards(props: { products: readonly Item[]; busy?: boolean; wide?: boolean }) {
  const references = useReferencePrices(props.products.map((product) => product.id));
  const below = new Map(references.data?.map((reference) => [reference.id, reference.percent_below]));
  return (
    <ul className="product-grid" aria-busy={props.busy || undefined} data-busy={props.busy || undefined} data-wide={props.wide || undefined}>
      {props.products.map((product, index) => (
        <li key={product.id}>
          <ItemCard product={product} percentBelowMedian={below.get(product.id)} priority={index < FIRST_ROW_CARDS} />
        </li>
      ))}
    </ul>
  );
}
