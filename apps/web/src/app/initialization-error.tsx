import type { TranslationKey } from '@skins/shared/i18n';
import { StatusMessage } from '../components/ui/status-message.tsx';
import { CLIENT_ERROR_CODES, isApiError } from '../lib/api-error.ts';
import { useT } from '../lib/i18n/index.ts';

export interface InitializationErrorProps {
  error: unknown;
  /** The failed call's own §8 text ('Failed to load languages', ...), shown when the server sent no message. */
  fallbackKey?: TranslationKey;
}

const CLIENT_CODES: readonly string[] = Object.values(CLIENT_ERROR_CODES);

/** Shown in place of the app when startup fails (spec §4 Startup, §8). */
export function InitializationError({ error, fallbackKey = 'errors.initPage' }: InitializationErrorProps) {
  const t = useT();
  // Spec §8: the server's own message when it sent one; the call's fallback otherwise.
  const message = isApiError(error) && !CLIENT_CODES.includes(error.code) && error.status < 500 ? error.message : t(fallbackKey);
  return (
    <main className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      <StatusMessage
        tone="error"
        title={t('common.initializationError')}
        text={message}
        action={
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {t('common.reloadPage')}
          </button>
        }
      />
    </main>
  );
}
