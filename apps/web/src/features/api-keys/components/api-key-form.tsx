import { API_ERROR, API_KEY_NAME_MAX, TRADER_API_LIMITS, type ApiKeyScope, type CreatedApiKey } from '@skins/shared';
import { useState, type FormEvent } from 'react';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useCreateApiKey } from '../api/api-keys.ts';

/** Name and scope a new key; the whole key is shown here once, until its owner says it is saved. */
export function ApiKeyForm() {
  const t = useT();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copied, setCopied] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), scope },
      {
        onSuccess: (key) => {
          setCreated(key);
          setCopied(false);
          setName('');
        },
      },
    );
  };

  const copy = async () => {
    if (!created) return;
    await navigator.clipboard.writeText(created.secret);
    setCopied(true);
  };

  if (created) {
    return (
      <div className="api-keys__created" role="status">
        <p>{t('apiKeys.created', { name: created.name })}</p>
        <code className="api-keys__secret" data-testid="api-key-secret">
          {created.secret}
        </code>
        <div className="api-keys__actions">
          <button type="button" className="button button--ghost" onClick={() => void copy()}>
            {copied ? t('apiKeys.copied') : t('apiKeys.copy')}
          </button>
          <button type="button" className="button" onClick={() => setCreated(null)}>
            {t('apiKeys.saved')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="api-key-form" onSubmit={submit} aria-labelledby="api-key-form-title" noValidate>
      <h3 id="api-key-form-title">{t('apiKeys.formTitle')}</h3>
      <label className="api-key-form__field">
        <span>{t('apiKeys.name')}</span>
        <input type="text" value={name} maxLength={API_KEY_NAME_MAX} onChange={(event) => setName(event.target.value)} />
      </label>
      <fieldset className="api-key-form__scope">
        <legend>{t('apiKeys.scope')}</legend>
        <label>
          <input type="radio" name="scope" value="read" checked={scope === 'read'} onChange={() => setScope('read')} /> {t('apiKeys.scopeRead')}
        </label>
        <label>
          <input type="radio" name="scope" value="read_buy" checked={scope === 'read_buy'} onChange={() => setScope('read_buy')} /> {t('apiKeys.scopeReadBuy')}
        </label>
      </fieldset>
      {create.isError ? (
        <p role="alert">{hasErrorCode(create.error, API_ERROR.API_KEY_LIMIT) ? t('apiKeys.limit', { count: TRADER_API_LIMITS.keysPerUser }) : t('apiKeys.createFailed')}</p>
      ) : null}
      <button type="submit" className="button" disabled={create.isPending || !name.trim()}>
        {t('apiKeys.create')}
      </button>
    </form>
  );
}
