import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { HeroBand } from '../components/layout/hero-band.tsx';
import { CookieBanner } from '../features/cookie-consent/components/cookie-banner.tsx';
import { CurrencySelector } from '../features/currencies/components/currency-selector.tsx';
import { LanguageSelector } from '../features/languages/components/language-selector.tsx';
import { buildSearchLocation, isProductListPath } from '../features/products/utils/search-location.ts';
import { GoogleTag } from '../features/settings/components/google-tag.tsx';
import { useSettings } from '../features/settings/api/get-settings.ts';
import { useSocialLinks } from '../features/social-links/api/get-social-links.ts';
import { useStaticPages } from '../features/static-pages/api/get-static-pages.ts';
import { findCookiePolicy, staticPageHref } from '../features/static-pages/utils/static-page-href.ts';
import { useT } from '../lib/i18n/index.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import './root-layout.css';

/** The shell around every page: it wires the features' data into the domain-free layout components. */
export function RootLayout() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const { data: pages = [] } = useStaticPages();
  const { data: socialLinks = [] } = useSocialLinks();

  const onList = isProductListPath(location.pathname);
  const searchValue = onList ? (new URLSearchParams(location.search).get('search') ?? '') : '';
  // On the list the search refines it in place; elsewhere it opens the list.
  const search = (text: string) => void navigate(buildSearchLocation(location, text), { replace: onList });
  const cookiePolicy = findCookiePolicy(pages);

  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <NavigationProgress />
      <GoogleTag snippet={settings?.google_tag} />
      <HeroBand variant={location.pathname.includes('account') ? 'short' : 'tall'} />
      <Header
        cartCount={0}
        searchValue={searchValue}
        onSearch={search}
        liveSearch={onList}
        preferences={
          <>
            <CurrencySelector />
            <LanguageSelector />
          </>
        }
      />
      <main id="main" className="site__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer
        supportEmail={settings?.support_email}
        requisites={settings?.requisites}
        pageLinks={pages.map((page) => ({ label: page.title, to: staticPageHref(page) }))}
        socialLinks={socialLinks.map((link) => ({ label: link.title, href: link.url }))}
        showPromo={location.pathname === '/'}
      />
      <CookieBanner policyHref={cookiePolicy ? staticPageHref(cookiePolicy) : '#'} />
    </div>
  );
}
