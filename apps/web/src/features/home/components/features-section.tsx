import type { ReactNode } from 'react';
import { GemIcon } from '../../../components/icons/gem-icon.tsx';
import { SparklesIcon } from '../../../components/icons/sparkles-icon.tsx';
import { UsersIcon } from '../../../components/icons/users-icon.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import type { MessageKey } from '../../../lib/i18n/index.ts';

const FEATURES: readonly { icon: ReactNode; title: MessageKey; text: MessageKey }[] = [
  { icon: <GemIcon size={26} />, title: 'home.featureExclusiveTitle', text: 'home.featureExclusiveText' },
  { icon: <SparklesIcon size={26} />, title: 'home.featureEpicTitle', text: 'home.featureEpicText' },
  { icon: <UsersIcon size={26} />, title: 'home.featureCommunityTitle', text: 'home.featureCommunityText' },
];

export function FeaturesSection() {
  const t = useT();
  return (
    <section className="home-features" aria-labelledby="home-features-title">
      <h2 id="home-features-title" className="home-section-title">
        {t('home.featuresTitle')}
      </h2>
      <ul className="home-features__list">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="home-feature">
            <span className="home-feature__icon">{feature.icon}</span>
            <h3 className="home-feature__title">{t(feature.title)}</h3>
            <p className="home-feature__text">{t(feature.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
