import { billingFormSchema } from '@skins/shared';
import type { UserProfile } from '@skins/shared';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useCountries } from '../../countries/index.ts';
import { BILLING_SERVER_FIELDS, billingValues } from '../utils/profile-forms.ts';
import { FormCard } from './form-card.tsx';
import { useProfileForm } from './use-profile-form.ts';

/** Country (GET /countries), city, postal code and address line. */
export function BillingAddressForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const countries = useCountries();
  const { form, onSubmit, failure, busy } = useProfileForm({
    profile,
    schema: billingFormSchema,
    valuesOf: billingValues,
    bodyOf: (values) => ({ ...values, country_id: Number(values.country_id) }),
    serverFields: BILLING_SERVER_FIELDS,
  });
  const country = useFormField(form.control, 'country_id');
  const city = useFormField(form.control, 'city');
  const zip = useFormField(form.control, 'zip');
  const address = useFormField(form.control, 'address');
  const options = (countries.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.title }));

  return (
    <FormCard
      title={t('account.billing.title')}
      onSubmit={onSubmit}
      busy={busy}
      failure={failure ?? (countries.isError ? t('errors.loadCountries') : null)}
      submitLabel={t('account.billing.save')}
    >
      <SelectField label={t('account.billing.country')} placeholder={t('account.billing.countryPlaceholder')} options={options} autoComplete="country" required {...country} />
      <div className="account-card__row">
        <TextField label={t('account.billing.city')} autoComplete="address-level2" required {...city} />
        <TextField label={t('account.billing.postalCode')} autoComplete="postal-code" required {...zip} />
      </div>
      <TextField label={t('account.billing.address')} autoComplete="street-address" required {...address} />
    </FormCard>
  );
}
