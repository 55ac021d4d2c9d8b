import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/index.ts';
import { ArrowRightIcon } from '../icons/arrow-right-icon.tsx';

export function FooterPromo() {
  const t = useT();
  return (
    <section className="footer-promo" aria-labelledby="footer-promo-title">
      <div className="container footer-promo__inner">
        <div>
          <h2 id="footer-promo-title" className="footer-promo__title">
            {t('footer.promoTitle')}
          </h2>
          <p className="footer-promo__text">{t('footer.promoText')}</p>
        </div>
        <Link to="/products/all/all" className="button button--primary">
          {t('footer.promoButton')}
          <ArrowRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
