import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { DiscoverSection } from './discover-section.tsx';
import { ExploreBanner } from './explore-banner.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HomeHero } from './home-hero.tsx';
import { PopularSection } from './popular-section.tsx';
import { RandomItemsSection } from './random-items-section.tsx';
import './home.css';

export function HomePage() {
  const t = useT();
  return (
    <div className="container home">
      <PageTitle title={t('home.title')} />
      <HomeHero />
      <PopularSection />
      <DiscoverSection />
      <RandomItemsSection />
      <FeaturesSection />
      <ExploreBanner />
    </div>
  );
}
