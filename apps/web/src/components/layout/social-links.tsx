import { useT, useTermLabel } from '../../lib/i18n/index.ts';

export interface SocialLinkItem {
  label: string;
  href: string;
}

export interface SocialLinksProps {
  links: readonly SocialLinkItem[];
}

/** Links to the shop's communities; they open in a new tab. */
export function SocialLinks({ links }: SocialLinksProps) {
  const t = useT();
  const term = useTermLabel();
  return (
    <div className="social-links">
      <h2 className="site-footer__heading">{t('footer.followUs')}</h2>
      <ul className="social-links__list">
        {links.map((link) => (
          <li key={link.href}>
            <a className="social-links__link" href={link.href} target="_blank" rel="noopener noreferrer">
              {term('socialLink', link.label)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
