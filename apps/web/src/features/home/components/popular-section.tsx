import { useT } from '../../../lib/i18n/index.ts';
import { ProductCarousel, useRecommendedProducts } from '../../products/index.ts';

/** The 'Popular' carousel of recommended products. */
export function PopularSection() {
  const t = useT();
  const { data, isPending } = useRecommendedProducts();
  return <ProductCarousel title={t('home.popularTitle')} products={data} loading={isPending} emptyText={t('common.noPopularProducts')} />;
}
