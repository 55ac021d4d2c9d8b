import { RARITIES } from '@skins/shared';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons/arrow-right-icon.tsx';
import { useT } from '../../../lib/i18n/index.ts';

/** The rarest tiers first: the gems fan out from Arcana down to Rare. */
const SHOWCASE = [...RARITIES].reverse().slice(0, 6);

export function DiscoverSection() {
  const t = useT();
  return (
    <section className="home-discover" aria-labelledby="home-discover-title">
      <div className="home-discover__text">
        <h2 id="home-discover-title" className="home-section-title">
          {t('home.discoverTitle')}
        </h2>
        <p>{t('home.discoverText')}</p>
        <Link to="/products" className="button button--primary home-discover__button">
          {t('home.explore')}
          <ArrowRightIcon size={18} />
        </Link>
      </div>
      <div className="home-discover__art" aria-hidden="true">
        {SHOWCASE.map((rarity, index) => (
          <span key={rarity.name} className="home-gem" style={{ '--gem': rarity.color, '--i': index } as CSSProperties} />
        ))}
      </div>
    </section>
  );
}
