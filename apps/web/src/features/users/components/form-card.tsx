import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useT } from '../../../lib/i18n/index.ts';

export interface FormCardProps {
  title: string;
  description?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The form's own failure (not tied to one field). */
  failure?: string | null;
  /** What the user can do about the failure (a link), shown under it. */
  failureAction?: ReactNode;
  submitLabel?: string;
  children: ReactNode;
}

/** One of the account page's forms: a titled card with its fields and a Save button. */
export function FormCard({ title, description, onSubmit, busy, failure, failureAction, submitLabel, children }: FormCardProps) {
  const t = useT();
  const titleId = `form-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="account-card" aria-labelledby={titleId}>
      <header className="account-card__header">
        <h2 id={titleId} className="account-card__title">
          {title}
        </h2>
        {description ? <p className="account-card__description">{description}</p> : null}
      </header>
      <form className="account-card__form" noValidate onSubmit={onSubmit}>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        {failure && failureAction ? <div className="account-card__failure-action">{failureAction}</div> : null}
        {children}
        <div className="account-card__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('common.saving') : (submitLabel ?? t('common.save'))}
          </button>
        </div>
      </form>
    </section>
  );
}
