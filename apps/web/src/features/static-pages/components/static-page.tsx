import { useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { errorMessageKey, isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { NotFoundPage } from '../../not-found/index.ts';
import { useStaticPage } from '../api/get-static-page.ts';
import { isReservedSlug } from '../utils/static-page-href.ts';
import { StaticPageBody } from './static-page-body.tsx';
import './static-page.css';

export interface StaticPageProps {
  /** The legacy /static-page/{slug or id} route also accepts a page id. */
  legacy?: boolean;
}

/** A content page at /{slug} (spec §2). Reserved slugs are not-found without asking the server. */
export function StaticPage({ legacy = false }: StaticPageProps) {
  const t = useT();
  const slug = useParams().slug?.trim() ?? '';
  const reserved = isReservedSlug(slug);
  const query = useStaticPage(slug, { enabled: !reserved });

  if (reserved) return <NotFoundPage />;
  if (query.isPending) {
    return (
      <div className="container static-page static-page--loading">
        <Spinner size={40} />
      </div>
    );
  }
  if (query.isError) {
    // A refused page does not exist for the visitor; anything else may work on a second try.
    if (isApiError(query.error) && query.error.isClientError) return <NotFoundPage />;
    return (
      <div className="container static-page">
        <StatusMessage
          tone="error"
          title={t('errors.fetchPage')}
          text={t(errorMessageKey(query.error))}
          action={
            <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
              {t('common.tryAgain')}
            </button>
          }
        />
      </div>
    );
  }

  const page = query.data;
  // The server also finds a page by id; only the legacy route may be addressed that way.
  if (!legacy && page.slug.toLowerCase() !== slug.toLowerCase()) return <NotFoundPage />;

  return (
    <article className="container static-page">
      <PageTitle title={page.title} />
      <Breadcrumbs items={[{ text: t('common.home'), to: '/' }, { text: page.title }]} />
      <h1 className="static-page__title">{page.title}</h1>
      <StaticPageBody html={page.content} />
    </article>
  );
}
