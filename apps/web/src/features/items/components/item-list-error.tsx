import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { errorMessageKey, isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';

export interface ItemListErrorProps {
  error: unknown;
  onRetry: () => void;
  onReset: () => void;
}

/**
 * A refused request (4xx: say, a page past the end of the list in a shared link, or a minimum price above
 * the maximum) will be refused again, so it shows the server's reason and offers to reset the filters;
 * anything else offers to try again.
 */
export function ItemListError({ error, onRetry, onReset }: ItemListErrorProps) {
  const t = useT();
  if (isApiError(error) && error.isClientError) {
    // A 422 names the fields it refused (spec §8): show each reason once.
    const reasons = [...new Set(Object.values(error.fieldErrors).flat())];
    const reason = reasons.length > 0 ? reasons.join(' ') : error.message;
    return (
      <StatusMessage
        tone="error"
        title={t('errors.loadProducts')}
        text={reason}
        action={
          <button type="button" className="button button--primary" onClick={onReset}>
            {t('products.empty.reset')}
          </button>
        }
      />
    );
  }
  return (
    <StatusMessage
      tone="error"
      title={t('errors.loadProducts')}
      text={t(errorMessageKey(error))}
      action={
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      }
    />
  );
}
