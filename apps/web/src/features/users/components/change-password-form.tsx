import { changePasswordFormSchema } from '@skins/shared';
import type { ChangePasswordFormInput, UserProfile } from '@skins/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SteamSignInLink } from '../../../components/layout/steam-sign-in-link.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PASSWORD_SERVER_FIELDS, PERSONAL_TAB_PATH } from '../utils/profile-forms.ts';
import { FormCard } from './form-card.tsx';

const EMPTY: ChangePasswordFormInput = { current_password: '', password: '', password_confirmation: '' };

/** Current, new and repeated password; a Steam-only account (no password yet) sets one without the current. */
export function ChangePasswordForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const queryClient = useQueryClient();
  const hasPassword = profile.has_password;
  const schema = useMemo(() => changePasswordFormSchema(hasPassword), [hasPassword]);
  const form = useSchemaForm(schema, EMPTY);
  const current = useFormField(form.control, 'current_password');
  const password = useFormField(form.control, 'password');
  const confirmation = useFormField(form.control, 'password_confirmation');
  const [failure, setFailure] = useState<string | null>(null);
  const [signInAgain, setSignInAgain] = useState(false);
  const mutation = useChangePassword();

  const submit = form.handleSubmit(({ current_password, ...values }) => {
    setFailure(null);
    setSignInAgain(false);
    mutation.mutate(hasPassword ? { current_password, ...values } : values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success(t('account.password.success'));
        if (!hasPassword) void queryClient.invalidateQueries({ queryKey: [USER_QUERY_ROOT, 'profile'] });
      },
      onError: (error) => {
        // Setting a first password asks a Steam-only account for a fresh Steam sign-in: offered here.
        setSignInAgain(hasErrorCode(error, 'FRESH_SIGN_IN_REQUIRED'));
        setFailure(applyServerErrors(form.setError, error, PASSWORD_SERVER_FIELDS, t('errors.updatePassword')).message);
      },
    });
  });

  return (
    <FormCard
      title={t('account.password.title')}
      description={hasPassword ? undefined : t('account.password.setHint')}
      onSubmit={(event) => void submit(event)}
      busy={mutation.isPending}
      failure={failure}
      failureAction={signInAgain ? <SteamSignInLink label={t('account.signInWithSteamAgain')} then={PERSONAL_TAB_PATH} /> : null}
      submitLabel={t('account.password.save')}
    >
      {hasPassword ? <PasswordField label={t('account.password.current')} autoComplete="current-password" required {...current} /> : null}
      <PasswordField label={t('account.password.new')} autoComplete="new-password" hint={t('account.password.hint')} required {...password} />
      <PasswordField label={t('account.password.confirm')} autoComplete="new-password" required {...confirmation} />
    </FormCard>
  );
}
