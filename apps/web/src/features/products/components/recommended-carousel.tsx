import { useRecommendedProducts } from '../api/get-showcase-products.ts';
import { ProductCarousel } from './product-carousel.tsx';

export interface RecommendedCarouselProps {
  title: string;
  emptyText: string;
}

/** The carousel of recommended ('Popular') products, for the pages that show one (home, cart). */
export function RecommendedCarousel({ title, emptyText }: RecommendedCarouselProps) {
  const { data, isPending } = useRecommendedProducts();
  return <ProductCarousel title={title} products={data} loading={isPending} emptyText={emptyText} />;
}
