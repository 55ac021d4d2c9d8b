import { API_ERROR, newPasswordFormSchema } from '@skins/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { resetPassword } from '../api/email-links.ts';
import { AUTH_PATHS } from '../utils/auth-paths.ts';

export interface ResetPasswordFormProps {
  token: string;
  email: string;
}

const SERVER_FIELDS = { password: 'password', password_confirmation: 'password_confirmation' } as const;

export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const form = useSchemaForm(newPasswordFormSchema, { password: '', password_confirmation: '' });
  const password = useFormField(form.control, 'password');
  const confirmation = useFormField(form.control, 'password_confirmation');
  /** The alert above the form; an unknown or expired link also offers a new one. */
  const [failure, setFailure] = useState<{ text: string; linkInvalid: boolean } | null>(null);
  const mutation = useMutation({ mutationFn: resetPassword });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(
      { token, email, ...values },
      {
        onSuccess: () => {
          toast.success(t('auth.reset.success'));
          void navigate(AUTH_PATHS.signIn, { replace: true });
        },
        onError: (error) => {
          const { message } = applyServerErrors(form.setError, error, SERVER_FIELDS, t('errors.resetThePassword'));
          if (message) setFailure({ text: message, linkInvalid: hasErrorCode(error, API_ERROR.INVALID_RESET_TOKEN) });
        },
      },
    );
  });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
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
      <PasswordField label={t('auth.reset.password')} autoComplete="new-password" required hint={t('account.password.hint')} {...password} />
      <PasswordField label={t('auth.reset.passwordConfirm')} autoComplete="new-password" required {...confirmation} />
      <button type="submit" className="button button--primary button--large auth-form__submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.processing') : t('auth.reset.submit')}
      </button>
    </form>
  );
}
