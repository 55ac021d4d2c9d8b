import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/index.ts';
import './site-logo.css';

export interface SiteLogoProps {
  onNavigate?: () => void;
}

export function SiteLogo({ onNavigate }: SiteLogoProps) {
  const t = useT();
  return (
    <Link to="/" className="site-logo" aria-label={t('header.logoAlt')} onClick={onNavigate}>
      <svg className="site-logo__mark" viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <path d="M16 3 28 10v12L16 29 4 22V10z" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M11 21 21 11" stroke="var(--color-danger)" strokeWidth="3" strokeLinecap="round" />
        <circle cx="16" cy="16" r="2.2" fill="currentColor" />
      </svg>
      <span className="site-logo__text">{t('common.appName')}</span>
    </Link>
  );
}
