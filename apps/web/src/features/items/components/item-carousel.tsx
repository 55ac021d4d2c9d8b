import type { Item } from '@skins/shared';
import { useId } from 'react';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { ItemCardSkeleton } from './item-card-skeleton.tsx';
import { ItemCard } from './item-card.tsx';
import './item-carousel.css';

export interface ItemCarouselProps {
  title: string;
  products: readonly Item[] | undefined;
  /** Shown when there are no products (say, 'No similar products available'). */
  emptyText: string;
  loading?: boolean;
}

/** The 'Popular' carousel of product cards (spec §2, §9: loop, 600 ms, 8 px gap). */
export function ItemCarousel({ title, products, emptyText, loading = false }: ItemCarouselProps) {
  const titleId = useId();
  return (
    <section className="product-carousel" aria-labelledby={titleId}>
      <h2 id={titleId} className="product-carousel__title">
        {title}
      </h2>
      {loading ? (
        <div className="product-carousel__loading" aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <ItemCardSkeleton key={index} />
          ))}
        </div>
      ) : products && products.length > 0 ? (
        <Carousel label={title} items={products} getKey={(product) => product.id} renderItem={(product) => <ItemCard product={product} />} />
      ) : (
        <p className="product-carousel__empty">{emptyText}</p>
      )}
    </section>
  );
}
