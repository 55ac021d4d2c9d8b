import { useRecommendedItems } from '../api/get-showcase-items.ts';
import { ItemCarousel } from './item-carousel.tsx';

export interface RecommendedCarouselProps {
  title: string;
  emptyText: string;
}

/** The carousel of recommended ('Popular') products, for the pages that show one (home, cart). */
export function RecommendedCarousel({ title, emptyText }: RecommendedCarouselProps) {
  const { data, isPending } = useRecommendedItems();
  return <ItemCarousel title={title} products={data} loading={isPending} emptyText={emptyText} />;
}
