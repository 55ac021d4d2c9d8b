import { useT } from '../../lib/i18n/index.ts';
import { SteamIcon } from '../icons/steam-icon.tsx';
import './steam-sign-in-link.css';

/** Sign-in is a full-page navigation to the backend, which redirects to Steam (spec §2). */
export const STEAM_SIGN_IN_PATH = '/auth/steam/redirect';

export interface SteamSignInLinkProps {
  /** Shows only the icon on mid-sized screens, where the header is short of room (the name stays for assistive technology). */
  collapsible?: boolean;
  /** Passed on as `user_type`: a new account starts as a buyer or a seller (spec §6). */
  userType?: 'buyer' | 'seller';
  /** The visible text; 'Sign in with Steam' by default. */
  label?: string;
  /** The page of this app the sign-in returns to (the home page by default). */
  then?: string;
}

export function SteamSignInLink({ collapsible = false, userType, label, then }: SteamSignInLinkProps) {
  const t = useT();
  const query = new URLSearchParams({ ...(userType ? { user_type: userType } : {}), ...(then ? { then } : {}) }).toString();
  const href = query ? `${STEAM_SIGN_IN_PATH}?${query}` : STEAM_SIGN_IN_PATH;
  return (
    <a href={href} className={collapsible ? 'steam-link steam-link--collapsible' : 'steam-link'}>
      <SteamIcon size={20} />
      <span className="steam-link__label">{label ?? t('header.signInWithSteam')}</span>
    </a>
  );
}
