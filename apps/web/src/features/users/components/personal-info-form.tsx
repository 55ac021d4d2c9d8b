import type { UserProfile } from '@skins/shared';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { needsCurrentPassword, PERSONAL_SERVER_FIELDS, personalValues, validatePersonal } from '../utils/profile-forms.ts';
import type { PersonalValues } from '../utils/profile-forms.ts';
import { FormCard } from './form-card.tsx';
import { useProfileForm } from './use-profile-form.ts';

/**
 * First name, last name, e-mail and phone. A new e-mail needs the current password and holds only once the
 * link sent to it is opened; until then the saved address stays and the pending one is shown under it.
 */
export function PersonalInfoForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const bodyOf = (values: PersonalValues) => ({
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...(needsCurrentPassword(profile, values.email) ? { current_password: values.currentPassword } : {}),
  });
  const { form, onSubmit, failure, busy } = useProfileForm({ profile, valuesOf: personalValues, validate: validatePersonal(profile), bodyOf, serverFields: PERSONAL_SERVER_FIELDS });
  const field = (name: keyof PersonalValues & string) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.blur(name),
    error: fieldErrorText(t, form.errorOf(name)),
    required: true,
  });

  return (
    <FormCard title={t('account.personal.title')} onSubmit={onSubmit} busy={busy} failure={failure} submitLabel={t('account.personal.save')}>
      <div className="account-card__row">
        <TextField label={t('account.personal.firstName')} autoComplete="given-name" {...field('name')} />
        <TextField label={t('account.personal.lastName')} autoComplete="family-name" {...field('surname')} />
      </div>
      <TextField
        label={t('account.personal.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={profile.pending_email ? t('account.personal.emailPending', { email: profile.pending_email }) : undefined}
        {...field('email')}
      />
      {needsCurrentPassword(profile, form.values.email) && (
        <TextField label={t('account.personal.currentPassword')} type="password" autoComplete="current-password" hint={t('account.personal.currentPasswordHint')} {...field('currentPassword')} />
      )}
      <TextField label={t('account.personal.phone')} type="tel" inputMode="tel" autoComplete="tel" maxLength={25} placeholder={t('checkout.phonePlaceholder')} {...field('phone')} />
    </FormCard>
  );
}
