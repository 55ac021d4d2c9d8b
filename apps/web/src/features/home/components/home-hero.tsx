import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/icons/arrow-right-icon.tsx';
import { useT } from '../../../lib/i18n/index.ts';

export function HomeHero() {
  const t = useT();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <p className="home-hero__eyebrow">{t('home.title')}</p>
      <h1 id="home-hero-title" className="home-hero__title">
        {t('home.heroTitle')}
      </h1>
      <p className="home-hero__subtitle">{t('home.heroSubtitle')}</p>
      <Link to="/products/all/all" className="button button--primary button--large">
        {t('home.heroButton')}
        <ArrowRightIcon size={18} />
      </Link>
    </section>
  );
}
