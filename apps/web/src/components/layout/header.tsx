import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useT } from '../../lib/i18n/index.ts';
import { MenuIcon } from '../icons/menu-icon.tsx';
import { AccountLinks } from './account-links.tsx';
import { CartLink } from './cart-link.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBox } from './search-box.tsx';
import type { SearchSuggestionGroup } from './search-suggestions.tsx';
import { SiteLogo } from './site-logo.tsx';
import { SteamSignInLink } from './steam-sign-in-link.tsx';
import './header.css';

export interface HeaderProps {
  /** Signed in: Profile and Logout; otherwise the sign-in links. */
  signedIn: boolean;
  cartCount: number;
  /** The search in force on the current page, shown in the search box. */
  searchValue: string;
  onSearch: (text: string) => void;
  /** Search while typing (on the product list); elsewhere the search runs on Enter. */
  liveSearch?: boolean;
  /** Suggestions for what is typed in the bar's search box, asked for with `onSuggestText`. */
  suggestions?: SearchSuggestionGroup[];
  onSuggestText?: (text: string) => void;
  /** The language selector (and any other preference for everyone), in the bar and in the mobile menu. */
  preferences?: ReactNode;
  /** Spec §2 Shell: the currency selector is for signed-out visitors only, in the bar and in the mobile menu. */
  currencySelector?: ReactNode;
}

export function Header({ signedIn, cartCount, searchValue, onSearch, liveSearch = false, suggestions, onSuggestText, preferences, currencySelector }: HeaderProps) {
  const t = useT();
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shownPreferences =
    signedIn || !currencySelector ? preferences : (
      <>
        {currencySelector}
        {preferences}
      </>
    );

  const closeMenu = () => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  };
  const searchFromMenu = (text: string) => {
    setMenuOpen(false);
    onSearch(text);
  };

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <SiteLogo />
        <div className="site-header__search">
          <SearchBox value={searchValue} onSearch={onSearch} live={liveSearch} suggestions={suggestions} onSuggestText={onSuggestText} />
        </div>
        <nav className="site-header__nav" aria-label={t('header.mainNavigation')}>
          <NavLink to="/products" className="site-header__link">
            {t('header.products')}
          </NavLink>
          <CartLink count={cartCount} className="site-header__link cart-link" />
          {shownPreferences ? <div className="site-header__preferences">{shownPreferences}</div> : null}
          <AccountLinks signedIn={signedIn} variant="bar" />
        </nav>
        <div className="site-header__mobile-actions">
          <CartLink count={cartCount} className="site-header__icon-link cart-link" />
          <button
            ref={toggleRef}
            type="button"
            className="site-header__menu-toggle"
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={24} />
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} open={menuOpen} onClose={closeMenu}>
        <SearchBox value={searchValue} onSearch={searchFromMenu} />
        <nav className="mobile-nav" aria-label={t('header.mainNavigation')}>
          <NavLink to="/products" className="mobile-nav__link" onClick={() => setMenuOpen(false)}>
            {t('header.products')}
          </NavLink>
          <CartLink count={cartCount} className="mobile-nav__link cart-link" onNavigate={() => setMenuOpen(false)} />
          <AccountLinks signedIn={signedIn} variant="menu" onNavigate={() => setMenuOpen(false)} />
        </nav>
        {shownPreferences ? <div className="mobile-menu__preferences">{shownPreferences}</div> : null}
        {signedIn ? null : <SteamSignInLink />}
      </MobileMenu>
    </header>
  );
}
