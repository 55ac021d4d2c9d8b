import { useT } from '../../../lib/i18n/index.ts';
import { RecommendedCarousel } from '../../items/index.ts';

/** The 'Popular' carousel of recommended products. */
export function PopularSection() {
  const t = useT();
  return <RecommendedCarousel title={t('home.popularTitle')} emptyText={t('common.noPopularProducts')} />;
}
