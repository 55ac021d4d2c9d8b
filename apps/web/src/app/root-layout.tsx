import { useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { HeroBand } from '../components/layout/hero-band.tsx';
import { Toaster } from '../components/ui/toaster.tsx';
import { AUTH_SCREEN_PATHS, SessionEvents, SteamErrorNotice, useAuth } from '../features/auth/index.ts';
import { useCartCount } from '../features/cart/index.ts';
import { CookieBanner } from '../features/cookie-consent/components/cookie-banner.tsx';
import { CurrencySelector } from '../features/currencies/components/currency-selector.tsx';
import { LanguageSelector } from '../features/languages/components/language-selector.tsx';
import { useHeaderSuggestions } from '../features/items/index.ts';
import { buildSearchLocation, isItemListPath } from '../features/items/utils/search-location.ts';
import { GoogleTag } from '../features/settings/components/google-tag.tsx';
import { useSettings } from '../features/settings/api/get-settings.ts';
import { useSocialLinks } from '../features/social-links/api/get-social-links.ts';
import { useStaticPages } from '../features/static-pages/api/get-static-pages.ts';
import { AccountTypeGate } from '../features/users/index.ts';
import { findCookiePolicy, staticPageHref } from '../features/static-pages/utils/static-page-href.ts';
import { useT } from '../lib/i18n/index.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { isStaticPageHandle } from './route-handles.ts';
import { ScrollToTop } from './scroll-to-top.tsx';
import './root-layout.css';

/** The shell around every page: it wires the features' data into the domain-free layout components. */
export function RootLayout() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const { isAuthenticated } = useAuth();
  const { data: settings } = useSettings();
  const { data: pages = [] } = useStaticPages();
  const { data: socialLinks = [] } = useSocialLinks();
  const cartCount = useCartCount();
  const [suggestText, setSuggestText] = useState('');
  const suggestions = useHeaderSuggestions(suggestText);

  const onList = isItemListPath(location.pathname);
  const searchValue = onList ? (new URLSearchParams(location.search).get('search') ?? '') : '';
  // On the list the search refines it in place; elsewhere it opens the list.
  const search = (text: string) => void navigate(buildSearchLocation(location, text), { replace: onList });
  const cookiePolicy = findCookiePolicy(pages);
  const onStaticPage = matches.some((match) => isStaticPageHandle(match.handle));
  // Spec §2: the footer promo shows on the home page and the auth screens only.
  const showPromo = location.pathname === '/' || AUTH_SCREEN_PATHS.includes(location.pathname);

  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <NavigationProgress />
      <SessionEvents />
      <SteamErrorNotice />
      <GoogleTag snippet={settings?.google_tag} />
      <HeroBand variant={location.pathname.includes('account') ? 'short' : 'tall'} />
      <Header
        signedIn={isAuthenticated}
        cartCount={cartCount}
        searchValue={searchValue}
        onSearch={search}
        liveSearch={onList}
        suggestions={suggestions}
        onSuggestText={setSuggestText}
        currencySelector={<CurrencySelector />}
        preferences={<LanguageSelector />}
      />
      <main id="main" className="site__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer
        supportEmail={settings?.support_email}
        requisites={settings?.requisites}
        pageLinks={pages.map((page) => ({ label: page.title, to: staticPageHref(page) }))}
        socialLinks={socialLinks.map((link) => ({ label: link.title, href: link.url }))}
        showPromo={showPromo}
      />
      <CookieBanner policyHref={cookiePolicy ? staticPageHref(cookiePolicy) : '#'} />
      <AccountTypeGate onStaticPage={onStaticPage} />
      <Toaster />
    </div>
  );
}
