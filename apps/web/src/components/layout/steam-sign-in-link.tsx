import { useT } from '../../lib/i18n/index.ts';
import { SteamIcon } from '../icons/steam-icon.tsx';
import './steam-sign-in-link.css';

/** Sign-in is a full-page navigation to the backend, which redirects to Steam (spec §2). */
export const STEAM_SIGN_IN_PATH = '/auth/steam/redirect';

export interface SteamSignInLinkProps {
  /** Hides the long label on mid-sized screens, where the header is short of room. */
  collapsible?: boolean;
}

export function SteamSignInLink({ collapsible = false }: SteamSignInLinkProps) {
  const t = useT();
  return (
    <a href={STEAM_SIGN_IN_PATH} className={collapsible ? 'steam-link steam-link--collapsible' : 'steam-link'}>
      <SteamIcon size={20} />
      <span className="steam-link__long">{t('header.signInWithSteam')}</span>
      {collapsible ? <span className="steam-link__short">{t('header.signIn')}</span> : null}
    </a>
  );
}
