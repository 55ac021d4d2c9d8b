import { StatusMessage } from '../components/ui/status-message.tsx';
import { useT } from '../lib/i18n/index.ts';

/** A page that failed to render or load (say, a stale chunk after a deploy): offer a reload. */
export function RouteError() {
  const t = useT();
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      <StatusMessage
        tone="error"
        title={t('errors.generic')}
        text={t('errors.serverError')}
        action={
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('common.reloadPage')}
          </button>
        }
      />
    </div>
  );
}
