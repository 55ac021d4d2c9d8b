import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n/index.ts';
import { FooterPromo } from './footer-promo.tsx';
import { PaymentLogos } from './payment-logos.tsx';
import { SiteLogo } from './site-logo.tsx';
import { SocialLinks } from './social-links.tsx';
import type { SocialLinkItem } from './social-links.tsx';
import './footer.css';

export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterProps {
  /** From the server's settings; the support line is left out while it is unknown. */
  supportEmail?: string | null;
  /** The company's legal details (settings.requisites), shown as written, line breaks kept. */
  requisites?: string | null;
  /** Links to the static pages. */
  pageLinks?: readonly FooterLink[];
  socialLinks?: readonly SocialLinkItem[];
  /** The 'start shopping' band above the footer (home page only, spec §2). */
  showPromo?: boolean;
}

/** Stands in for the e-mail inside the translated support line, so the address can become a link. */
const EMAIL_SLOT = '\u0000';
const NO_LINKS: readonly never[] = [];

export function Footer({ supportEmail, requisites, pageLinks = NO_LINKS, socialLinks = NO_LINKS, showPromo = false }: FooterProps) {
  const t = useT();
  const email = supportEmail?.trim();
  // Staff write the requisites once, in English; the one term in them is said in the visitor's language.
  const legal = requisites?.trim().replace(/\bregistry code\b/i, t('footer.registryCode'));
  const [beforeEmail = '', afterEmail = ''] = email ? t('footer.supportLine', { email: EMAIL_SLOT }).split(EMAIL_SLOT) : [];

  return (
    <footer className="site-footer">
      {showPromo ? <FooterPromo /> : null}
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <SiteLogo />
          <p className="site-footer__muted">{t('footer.disclaimer')}</p>
          {socialLinks.length > 0 ? <SocialLinks links={socialLinks} /> : null}
        </div>
        {pageLinks.length > 0 ? (
          <nav className="site-footer__block" aria-labelledby="footer-information">
            <h2 id="footer-information" className="site-footer__heading">
              {t('footer.information')}
            </h2>
            <ul className="site-footer__links">
              {pageLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section className="site-footer__block" aria-labelledby="footer-payments">
          <h2 id="footer-payments" className="site-footer__heading">
            {t('footer.paymentMethods')}
          </h2>
          <PaymentLogos />
          <p className="site-footer__muted">{t('footer.secureCheckout')}</p>
        </section>
        {email || legal ? (
          <section className="site-footer__block" aria-labelledby="footer-support">
            <h2 id="footer-support" className="site-footer__heading">
              {t('footer.support')}
            </h2>
            {email ? (
              <p className="site-footer__support">
                {beforeEmail}
                <a href={`mailto:${email}`}>{email}</a>
                {afterEmail}
              </p>
            ) : null}
            {legal ? <p className="site-footer__requisites">{legal}</p> : null}
          </section>
        ) : null}
      </div>
      <div className="site-footer__bottom">
        <p className="container">{t('footer.copyright', { year: new Date().getFullYear(), company: t('common.appName') })}</p>
      </div>
    </footer>
  );
}
