import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import './not-found.css';

export function NotFoundPage() {
  const t = useT();
  return (
    <section className="container not-found" aria-labelledby="not-found-title">
      <PageTitle title={t('errors.pageNotFound')} />
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {t('notFound.title')}
      </h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <Link to="/" className="button button--primary button--large">
        {t('notFound.button')}
      </Link>
    </section>
  );
}
