import { SELL_RARITY_OPTIONS } from '@skins/shared';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { useCreateWatch } from '../api/watches.ts';

/** Watch a hero, a rarity, words or any mix of them, under an optional price ("Pudge, Immortal, under €20"). */
export function WatchForm() {
  const t = useT();
  const { currencyCode } = usePreferences();
  const create = useCreateWatch();
  const [hero, setHero] = useState('');
  const [rarity, setRarity] = useState('');
  const [search, setSearch] = useState('');
  const [maxPrice, setMaxPrice] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { hero: hero || undefined, rarity: rarity || undefined, search: search || undefined, max_price: maxPrice ? Number(maxPrice.replace(',', '.')) : undefined },
      { onSuccess: () => [setHero, setRarity, setSearch, setMaxPrice].forEach((reset) => reset('')) },
    );
  };

  return (
    <form className="watch-form" onSubmit={submit} aria-labelledby="watch-form-title" noValidate>
      <h3 id="watch-form-title">{t('watchlist.formTitle')}</h3>
      <div className="watch-form__fields">
        <label className="watch-form__field">
          <span>{t('watchlist.hero')}</span>
          <input type="text" value={hero} onChange={(event) => setHero(event.target.value)} placeholder="Pudge" />
        </label>
        <label className="watch-form__field">
          <span>{t('watchlist.rarity')}</span>
          <select value={rarity} onChange={(event) => setRarity(event.target.value)}>
            <option value="">{t('watchlist.anyRarity')}</option>
            {SELL_RARITY_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
        <label className="watch-form__field">
          <span>{t('watchlist.words')}</span>
          <input type="text" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label className="watch-form__field">
          <span>{t('watchlist.maxPrice', { currency: currencyCode })}</span>
          <input type="text" inputMode="decimal" value={maxPrice} onChange={(event) => setMaxPrice(event.target.value)} />
        </label>
      </div>
      {create.isError ? (
        <p className="watch-form__error" role="alert">
          {isApiError(create.error) ? create.error.message : t('watchlist.saveFailed')}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {t('watchlist.add')}
      </button>
    </form>
  );
}
