import { DiscoverSection } from './discover-section.tsx';
import { ExploreBanner } from './explore-banner.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HomeHero } from './home-hero.tsx';
import './home.css';

export function HomePage() {
  return (
    <div className="container home">
      <HomeHero />
      <DiscoverSection />
      <FeaturesSection />
      <ExploreBanner />
    </div>
  );
}
