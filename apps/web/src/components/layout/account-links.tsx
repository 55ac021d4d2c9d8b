import { NavLink } from 'react-router-dom';
import { useT } from '../../lib/i18n/index.ts';
import { LogoutIcon } from '../icons/logout-icon.tsx';
import { UserIcon } from '../icons/user-icon.tsx';
import { SteamSignInLink } from './steam-sign-in-link.tsx';

/** Sign-out in the shell is a full-page navigation to the backend, which returns home (spec §2). */
export const SIGN_OUT_PATH = '/auth/logout';
export const PROFILE_PATH = '/account?tab=personal';
export const SIGN_IN_PATH = '/sign-in';

export interface AccountLinksProps {
  signedIn: boolean;
  /** 'bar': the desktop header; 'menu': the mobile slide-in menu. */
  variant: 'bar' | 'menu';
  onNavigate?: () => void;
}

/** Signed in: Profile and Logout. Signed out: sign in with Steam, or with e-mail. */
export function AccountLinks({ signedIn, variant, onNavigate }: AccountLinksProps) {
  const t = useT();
  const linkClass = variant === 'bar' ? 'site-header__link' : 'mobile-nav__link';
  // In the bar the icon links lose their words on mid-sized screens (the words stay their names).
  const iconLinkClass = variant === 'bar' ? `${linkClass} site-header__link--compact` : linkClass;

  if (signedIn) {
    return (
      <>
        <NavLink to={PROFILE_PATH} className={({ isActive }) => (isActive ? `${iconLinkClass} active` : iconLinkClass)} onClick={onNavigate}>
          <UserIcon size={18} />
          <span className="site-header__label">{t('header.profile')}</span>
        </NavLink>
        <a href={SIGN_OUT_PATH} className={iconLinkClass}>
          <LogoutIcon size={18} />
          <span className="site-header__label">{t('header.logout')}</span>
        </a>
      </>
    );
  }
  return (
    <>
      <NavLink to={SIGN_IN_PATH} className={linkClass} onClick={onNavigate}>
        {variant === 'menu' ? <UserIcon size={18} /> : null}
        {t('header.signIn')}
      </NavLink>
      {variant === 'bar' ? <SteamSignInLink collapsible /> : null}
    </>
  );
}
