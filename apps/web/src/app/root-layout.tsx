import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { HeroBand } from '../components/layout/hero-band.tsx';
import { buildSearchLocation, isProductListPath } from '../features/products/utils/search-location.ts';
import { useT } from '../lib/i18n/index.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import './root-layout.css';

/** The shell around every page. Cart count and footer settings come from their features in later work. */
export function RootLayout() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const searchValue = isProductListPath(location.pathname) ? (new URLSearchParams(location.search).get('search') ?? '') : '';

  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <NavigationProgress />
      <HeroBand variant={location.pathname.includes('account') ? 'short' : 'tall'} />
      <Header cartCount={0} searchValue={searchValue} onSearch={(text) => void navigate(buildSearchLocation(location, text))} />
      <main id="main" className="site__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer supportEmail={null} requisites={null} />
    </div>
  );
}
