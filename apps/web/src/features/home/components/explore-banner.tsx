import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons/arrow-right-icon.tsx';
import { useT } from '../../../lib/i18n/index.ts';

export function ExploreBanner() {
  const t = useT();
  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <div className="home-banner__text">
        <h2 id="home-banner-title" className="home-banner__title">
          {t('home.bannerTitle')}
        </h2>
        <p>{t('home.bannerText')}</p>
      </div>
      <Link to="/products/all/all" className="button button--primary button--large">
        {t('home.exploreNow')}
        <ArrowRightIcon size={18} />
      </Link>
    </section>
  );
}
