import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useForm } from '../../../lib/use-form.ts';
import { signIn } from '../api/sign-in.ts';
import { validateSignIn } from '../utils/auth-validation.ts';
import type { SignInValues } from '../utils/auth-validation.ts';
import { verificationLocation } from '../utils/verification-location.ts';
import { AUTH_PATHS } from '../utils/auth-paths.ts';

export interface SignInFormProps {
  /** Where to go once signed in; the guest-only route follows it when the state turns signed in. */
  redirect: string | null;
}

/** E-mail and password (spec §5: both required, the e-mail well-formed). */
export function SignInForm({ redirect }: SignInFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm<SignInValues>({ email: '', password: '' }, validateSignIn);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: signIn });

  const onValid = (values: SignInValues) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: (answer) => {
        if (answer.status === 'VERIFY') void navigate(verificationLocation(redirect), { state: { email: values.email.trim() } });
      },
      onError: (error) => setFailure(isApiError(error) && error.message ? error.message : t('errors.authFailed')),
    });
  };

  const busy = mutation.isPending || mutation.data?.status === 'OK';
  return (
    <form className="auth-form" noValidate onSubmit={form.submit(onValid)}>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextField
        label={t('auth.signIn.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={form.values.email}
        onChange={(value) => form.setValue('email', value)}
        onBlur={() => form.blur('email')}
        error={fieldErrorText(t, form.errorOf('email'))}
      />
      <PasswordField
        label={t('auth.signIn.password')}
        name="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        onChange={(value) => form.setValue('password', value)}
        onBlur={() => form.blur('password')}
        error={fieldErrorText(t, form.errorOf('password'))}
      />
      <div className="auth-form__aside">
        <Link to={AUTH_PATHS.forgotPassword} className="auth-link">
          {t('auth.signIn.forgotPassword')}
        </Link>
      </div>
      <button type="submit" className="button button--primary button--large auth-form__submit" disabled={busy}>
        {busy ? t('common.processing') : t('auth.signIn.submit')}
      </button>
    </form>
  );
}
