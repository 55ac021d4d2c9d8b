import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import './auth.css';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the card's content (to the other auth screens). */
  footer?: ReactNode;
  /** A wider card for longer forms (sign-up). */
  wide?: boolean;
}

/** The frame of every auth screen: a centred card with a heading. */
export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <div className="container auth-screen">
      <PageTitle title={title} />
      <section className={wide ? 'auth-card auth-card--wide' : 'auth-card'} aria-labelledby="auth-card-title">
        <header className="auth-card__header">
          <h1 id="auth-card-title" className="auth-card__title">
            {title}
          </h1>
          {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <footer className="auth-card__footer">{footer}</footer> : null}
      </section>
    </div>
  );
}
