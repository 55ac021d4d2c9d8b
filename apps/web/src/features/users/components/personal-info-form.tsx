import { personalFormSchema } from '@skins/shared';
import type { UserProfile } from '@skins/shared';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { PERSONAL_SERVER_FIELDS, personalValues } from '../utils/profile-forms.ts';
import { FormCard } from './form-card.tsx';
import { useProfileForm } from './use-profile-form.ts';

/** First name, last name, e-mail and phone (a new e-mail must be verified again). */
export function PersonalInfoForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const { form, onSubmit, failure, busy } = useProfileForm({
    profile,
    schema: personalFormSchema,
    valuesOf: personalValues,
    bodyOf: (values) => values,
    serverFields: PERSONAL_SERVER_FIELDS,
  });
  const name = useFormField(form.control, 'name');
  const surname = useFormField(form.control, 'surname');
  const email = useFormField(form.control, 'email');
  const phone = useFormField(form.control, 'phone');

  return (
    <FormCard title={t('account.personal.title')} onSubmit={onSubmit} busy={busy} failure={failure} submitLabel={t('account.personal.save')}>
      <div className="account-card__row">
        <TextField label={t('account.personal.firstName')} autoComplete="given-name" required {...name} />
        <TextField label={t('account.personal.lastName')} autoComplete="family-name" required {...surname} />
      </div>
      <TextField label={t('account.personal.email')} type="email" inputMode="email" autoComplete="email" required {...email} />
      <TextField label={t('account.personal.phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={25} placeholder={t('checkout.phonePlaceholder')} required {...phone} />
    </FormCard>
  );
}
