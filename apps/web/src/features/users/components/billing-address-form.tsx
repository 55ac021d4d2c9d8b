import type { UserProfile } from '@skins/shared';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useCountries } from '../../countries/index.ts';
import { BILLING_SERVER_FIELDS, billingValues, validateBilling } from '../utils/profile-forms.ts';
import type { BillingValues } from '../utils/profile-forms.ts';
import { FormCard } from './form-card.tsx';
import { useProfileForm } from './use-profile-form.ts';

const bodyOf = (values: BillingValues) => ({
  country_id: Number(values.country),
  city: values.city.trim(),
  zip: values.zip.trim(),
  address: values.address.trim(),
});

/** Country (GET /countries), city, postal code and address line. */
export function BillingAddressForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const countries = useCountries();
  const { form, onSubmit, failure, busy } = useProfileForm({ profile, valuesOf: billingValues, validate: validateBilling, bodyOf, serverFields: BILLING_SERVER_FIELDS });
  const field = (name: keyof BillingValues & string) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.blur(name),
    error: fieldErrorText(t, form.errorOf(name)),
    required: true,
  });
  const options = (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.title }));

  return (
    <FormCard
      title={t('account.billing.title')}
      onSubmit={onSubmit}
      busy={busy}
      failure={failure ?? (countries.isError ? t('errors.loadCountries') : null)}
      submitLabel={t('account.billing.save')}
    >
      <SelectField label={t('account.billing.country')} placeholder={t('account.billing.countryPlaceholder')} options={options} autoComplete="country" {...field('country')} />
      <div className="account-card__row">
        <TextField label={t('account.billing.city')} autoComplete="address-level2" {...field('city')} />
        <TextField label={t('account.billing.postalCode')} autoComplete="postal-code" {...field('zip')} />
      </div>
      <TextField label={t('account.billing.address')} autoComplete="street-address" {...field('address')} />
    </FormCard>
  );
}
