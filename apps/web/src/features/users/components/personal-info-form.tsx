import type { UserProfile } from '@skins/shared';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { phoneFields } from '../../../lib/phone/phone-form.ts';
import { PhoneField } from '../../countries/index.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { SteamSignInLink } from '../../../components/layout/steam-sign-in-link.tsx';
import { needsCurrentPassword, PERSONAL_SERVER_FIELDS, PERSONAL_TAB_PATH, personalFormFor, personalValues } from '../utils/profile-forms.ts';
import { FormCard } from './form-card.tsx';
import { useProfileForm } from './use-profile-form.ts';

/**
 * First name, last name, e-mail and phone. A new e-mail needs the current password and holds only once the
 * link sent to it is opened; until then the saved address stays and the pending one is shown under it.
 */
export function PersonalInfoForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const schema = useMemo(() => personalFormFor(profile), [profile]);
  const { form, onSubmit, failure, signInAgain, busy } = useProfileForm({
    profile,
    schema,
    valuesOf: personalValues,
    bodyOf: ({ current_password: currentPassword, ...values }) => ({
      ...values,
      // Spec §7: the account page sends the phone's country and national number with it.
      ...phoneFields(values.phone),
      ...(needsCurrentPassword(profile, values.email) ? { current_password: currentPassword } : {}),
    }),
    serverFields: PERSONAL_SERVER_FIELDS,
  });
  const name = useFormField(form.control, 'name');
  const surname = useFormField(form.control, 'surname');
  const email = useFormField(form.control, 'email');
  const phone = useFormField(form.control, 'phone');
  const currentPassword = useFormField(form.control, 'current_password');
  const typedEmail = useWatch({ control: form.control, name: 'email' }) ?? '';

  return (
    <FormCard
      title={t('account.personal.title')}
      onSubmit={onSubmit}
      busy={busy}
      failure={failure}
      failureAction={signInAgain ? <SteamSignInLink label={t('account.signInWithSteamAgain')} then={PERSONAL_TAB_PATH} /> : null}
      submitLabel={t('account.personal.save')}
    >
      <div className="account-card__row">
        <TextField label={t('account.personal.firstName')} autoComplete="given-name" required {...name} />
        <TextField label={t('account.personal.lastName')} autoComplete="family-name" required {...surname} />
      </div>
      <TextField
        label={t('account.personal.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        hint={profile.pending_email ? t('account.personal.emailPending', { email: profile.pending_email }) : undefined}
        {...email}
      />
      {needsCurrentPassword(profile, typedEmail) && (
        <TextField label={t('account.personal.currentPassword')} type="password" autoComplete="current-password" hint={t('account.personal.currentPasswordHint')} required {...currentPassword} />
      )}
      <PhoneField label={t('account.personal.phone')} required {...phone} />
    </FormCard>
  );
}
