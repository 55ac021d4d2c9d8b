import { TRADER_API_LIMITS, TRADER_API_PREFIX, type ApiKey } from '@skins/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys.ts';
import { formatKeyDate } from '../utils/key-date.ts';
import { ApiKeyForm } from './api-key-form.tsx';
import './api-keys.css';

/** Account tab 'API keys': make, see and revoke personal keys for the trader API. */
export function ApiKeysTab() {
  const t = useT();
  const keys = useApiKeys();
  return (
    <section className="api-keys" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t('apiKeys.title')}</h2>
      <p className="api-keys__intro">
        {t('apiKeys.intro', { reads: TRADER_API_LIMITS.readsPerSecond, writes: TRADER_API_LIMITS.writesPerSecond })}{' '}
        <a href={`${TRADER_API_PREFIX}/docs`} target="_blank" rel="noreferrer">
          {t('apiKeys.docs')}
        </a>
      </p>
      <ApiKeyForm />
      <h3>{t('apiKeys.list')}</h3>
      {keys.isPending ? <Spinner size={28} /> : null}
      {keys.isError ? <p role="alert">{t('apiKeys.loadFailed')}</p> : null}
      {keys.data?.length === 0 ? <p className="api-keys__empty">{t('apiKeys.empty')}</p> : null}
      <ul className="api-keys__list">
        {keys.data?.map((key) => (
          <ApiKeyRow key={key.id} apiKey={key} />
        ))}
      </ul>
    </section>
  );
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const t = useT();
  const revoke = useRevokeApiKey();
  const onRevoke = () => {
    if (window.confirm(t('apiKeys.revokeConfirm', { name: apiKey.name }))) revoke.mutate(apiKey.id);
  };
  return (
    <li className="api-keys__key" aria-label={apiKey.name}>
      <div>
        <strong>{apiKey.name}</strong> <code>{apiKey.prefix}…</code>
        <span className="api-keys__meta">
          {apiKey.scope === 'read_buy' ? t('apiKeys.scopeReadBuy') : t('apiKeys.scopeRead')} · {t('apiKeys.createdAt', { date: formatKeyDate(apiKey.created_at) })} ·{' '}
          {apiKey.last_used_at ? t('apiKeys.lastUsed', { date: formatKeyDate(apiKey.last_used_at, { withTime: true }) }) : t('apiKeys.neverUsed')}
        </span>
        {revoke.isError ? <span role="alert">{t('apiKeys.revokeFailed')}</span> : null}
      </div>
      <button type="button" className="button button--ghost" disabled={revoke.isPending} onClick={onRevoke}>
        {t('apiKeys.revoke')}
      </button>
    </li>
  );
}
