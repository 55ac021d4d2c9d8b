import type { UserProfile } from '@skins/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { fieldErrorText, serverFormErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useForm } from '../../../lib/use-form.ts';
import { USER_QUERY_ROOT } from '../../auth/index.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PASSWORD_SERVER_FIELDS, validatePassword } from '../utils/profile-forms.ts';
import type { PasswordValues } from '../utils/profile-forms.ts';
import { FormCard } from './form-card.tsx';

const EMPTY: PasswordValues = { current: '', password: '', confirmation: '' };

/** Current, new and repeated password; a Steam-only account (no password yet) sets one without the current. */
export function ChangePasswordForm({ profile }: { profile: UserProfile }) {
  const t = useT();
  const queryClient = useQueryClient();
  const hasPassword = profile.has_password;
  const form = useForm(EMPTY, (values) => validatePassword(values, hasPassword));
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useChangePassword();

  const onSubmit = form.submit((values) => {
    setFailure(null);
    const body = { ...(hasPassword ? { current_password: values.current } : {}), password: values.password, password_confirmation: values.confirmation };
    mutation.mutate(body, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success(t('account.password.success'));
        if (!hasPassword) void queryClient.invalidateQueries({ queryKey: [USER_QUERY_ROOT, 'profile'] });
      },
      onError: (error) => {
        const { fields, message } = serverFormErrors(error, PASSWORD_SERVER_FIELDS, t('errors.updatePassword'));
        form.setServerErrors(fields);
        setFailure(message);
      },
    });
  });

  const field = (name: keyof PasswordValues & string) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.blur(name),
    error: fieldErrorText(t, form.errorOf(name)),
    required: true,
  });

  return (
    <FormCard
      title={t('account.password.title')}
      description={hasPassword ? undefined : t('account.password.setHint')}
      onSubmit={onSubmit}
      busy={mutation.isPending}
      failure={failure}
      submitLabel={t('account.password.save')}
    >
      {hasPassword ? <PasswordField label={t('account.password.current')} autoComplete="current-password" {...field('current')} /> : null}
      <PasswordField label={t('account.password.new')} autoComplete="new-password" hint={t('account.password.hint')} {...field('password')} />
      <PasswordField label={t('account.password.confirm')} autoComplete="new-password" {...field('confirmation')} />
    </FormCard>
  );
}
