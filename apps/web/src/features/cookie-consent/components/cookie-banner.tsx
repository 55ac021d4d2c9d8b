import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n/index.ts';
import { acceptAllCookies, declineCookies, hasCookieDecision, saveCookieSettings } from '../utils/cookie-consent.ts';
import { CookieSettingsDialog } from './cookie-settings-dialog.tsx';
import './cookie-banner.css';

export interface CookieBannerProps {
  /** The cookie policy page; '#' while there is none (spec §8). */
  policyHref: string;
}

/** Stands in for the link inside the translated sentence, so the link can be a router link. */
const LINK_SLOT = '\u0000';

/** Spec §4 Cookie banner: shown until the visitor accepts, declines or saves their own choice. */
export function CookieBanner({ policyHref }: CookieBannerProps) {
  const t = useT();
  const [decided, setDecided] = useState(hasCookieDecision);
  const [managing, setManaging] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useBannerHeight(ref, !decided);
  if (decided) return null;

  const [before = '', after = ''] = t('cookie.text', { link: LINK_SLOT }).split(LINK_SLOT);
  const decide = (store: () => void) => {
    store();
    setManaging(false);
    setDecided(true);
  };

  return (
    <section ref={ref} className="cookie-banner" aria-label={t('cookie.panelTitle')}>
      <div className="container cookie-banner__inner">
        <p className="cookie-banner__text">
          {before}
          {policyHref === '#' ? <a href="#">{t('cookie.policyLink')}</a> : <Link to={policyHref}>{t('cookie.policyLink')}</Link>}
          {after}
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="cookie-banner__manage" onClick={() => setManaging(true)}>
            {t('cookie.manage')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => decide(declineCookies)}>
            {t('cookie.decline')}
          </button>
          <button type="button" className="button button--primary" onClick={() => decide(acceptAllCookies)}>
            {t('cookie.ok')}
          </button>
        </div>
      </div>
      {managing ? (
        <CookieSettingsDialog onSave={(settings) => decide(() => saveCookieSettings(settings))} onClose={() => setManaging(false)} />
      ) : null}
    </section>
  );
}

/** Tells the page how tall the banner is (`--cookie-banner-height`), so toasts rise above it instead of covering its links. */
function useBannerHeight(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const banner = ref.current;
    const root = document.documentElement;
    if (!shown || !banner) return;
    const measure = () => root.style.setProperty('--cookie-banner-height', `${banner.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--cookie-banner-height');
    };
  }, [ref, shown]);
}
