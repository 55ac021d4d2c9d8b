import { tradeUrlFormSchema } from '@skins/shared';
import type { UserProfile } from '@skins/shared';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { orNull, TRADE_URL_SERVER_FIELDS, tradeUrlValues } from '../utils/profile-forms.ts';
import { FormCard } from './form-card.tsx';
import { useProfileForm } from './use-profile-form.ts';

/** Where Steam shows a user their trade URL. */
const TRADE_URL_HELP = 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url';

/** The Steam trade URL; for a Steam account it must be that account's own. */
export function TradeUrlForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const steamId = profile.steamId ?? profile.steam_id;
  const { form, onSubmit, failure, busy } = useProfileForm({
    profile,
    schema: tradeUrlFormSchema(steamId),
    valuesOf: tradeUrlValues,
    bodyOf: (values) => ({ steam_trade_link: orNull(values.steam_trade_link) }),
    serverFields: TRADE_URL_SERVER_FIELDS,
  });
  const tradeUrl = useFormField(form.control, 'steam_trade_link');

  return (
    <FormCard title={t('account.tradeUrl.title')} description={t('account.tradeUrl.hint')} onSubmit={onSubmit} busy={busy} failure={failure} submitLabel={t('account.tradeUrl.save')}>
      {steamId ? (
        <p className="account-card__meta">
          {t('account.steamId')}: <code>{steamId}</code>
        </p>
      ) : null}
      <TextField label={t('account.tradeUrl.label')} type="url" inputMode="url" autoComplete="off" placeholder={t('account.tradeUrl.placeholder')} {...tradeUrl} />
      <a className="account-card__link" href={TRADE_URL_HELP} target="_blank" rel="noopener noreferrer">
        {t('account.tradeUrl.findLink')}
      </a>
    </FormCard>
  );
}
