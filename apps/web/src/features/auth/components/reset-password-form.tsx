import { API_ERROR } from '@skins/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { fieldErrorText, serverFormErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useForm } from '../../../lib/use-form.ts';
import { resetPassword } from '../api/email-links.ts';
import { validateNewPassword } from '../utils/auth-validation.ts';
import type { NewPasswordValues } from '../utils/auth-validation.ts';
import { AUTH_PATHS } from '../utils/auth-paths.ts';

export interface ResetPasswordFormProps {
  token: string;
  email: string;
}

const SERVER_FIELDS = { password: 'password', password_confirmation: 'confirmation' } as const;

export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm<NewPasswordValues>({ password: '', confirmation: '' }, validateNewPassword);
  /** The alert above the form; an unknown or expired link also offers a new one. */
  const [failure, setFailure] = useState<{ text: string; linkInvalid: boolean } | null>(null);
  const mutation = useMutation({ mutationFn: resetPassword });

  const onValid = (values: NewPasswordValues) => {
    setFailure(null);
    mutation.mutate(
      { token, email, ...values },
      {
        onSuccess: () => {
          toast.success(t('auth.reset.success'));
          void navigate(AUTH_PATHS.signIn, { replace: true });
        },
        onError: (error) => {
          const { fields, message } = serverFormErrors(error, SERVER_FIELDS, t('errors.resetThePassword'));
          form.setServerErrors(fields);
          if (message) setFailure({ text: message, linkInvalid: hasErrorCode(error, API_ERROR.INVALID_RESET_TOKEN) });
        },
      },
    );
  };

  return (
    <form className="auth-form" noValidate onSubmit={form.submit(onValid)}>
      {failure ? (
        <FormAlert tone="error">
          <span>{failure.text}</span>
          {failure.linkInvalid ? (
            <Link to={AUTH_PATHS.forgotPassword} className="auth-link">
              {t('auth.reset.requestNew')}
            </Link>
          ) : null}
        </FormAlert>
      ) : null}
      <TextField label={t('auth.forgot.email')} name="email" type="email" value={email} onChange={() => undefined} disabled />
      <PasswordField
        label={t('auth.reset.password')}
        name="password"
        autoComplete="new-password"
        required
        hint={t('account.password.hint')}
        value={form.values.password}
        onChange={(value) => form.setValue('password', value)}
        onBlur={() => form.blur('password')}
        error={fieldErrorText(t, form.errorOf('password'))}
      />
      <PasswordField
        label={t('auth.reset.passwordConfirm')}
        name="confirmation"
        autoComplete="new-password"
        required
        value={form.values.confirmation}
        onChange={(value) => form.setValue('confirmation', value)}
        onBlur={() => form.blur('confirmation')}
        error={fieldErrorText(t, form.errorOf('confirmation'))}
      />
      <button type="submit" className="button button--primary button--large auth-form__submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.processing') : t('auth.reset.submit')}
      </button>
    </form>
  );
}
