import { loginBodySchema } from '@skins/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { signIn } from '../api/sign-in.ts';
import { verificationLocation } from '../utils/verification-location.ts';
import { AUTH_PATHS } from '../utils/auth-paths.ts';

export interface SignInFormProps {
  /** Where to go once signed in; the guest-only route follows it when the state turns signed in. */
  redirect: string | null;
}

/** E-mail (sent as `username`, spec §7) and password (spec §5: both required, the e-mail well-formed). */
export function SignInForm({ redirect }: SignInFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const form = useSchemaForm(loginBodySchema, { username: '', password: '' });
  const email = useFormField(form.control, 'username');
  const password = useFormField(form.control, 'password');
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: signIn });

  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    mutation.mutate(body, {
      onSuccess: (answer) => {
        if (answer.status === 'VERIFY') void navigate(verificationLocation(redirect), { state: { email: body.username } });
      },
      onError: (error) => setFailure(isApiError(error) && error.message ? error.message : t('errors.authFailed')),
    });
  });

  const busy = mutation.isPending || mutation.data?.status === 'OK';
  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextField label={t('auth.signIn.email')} type="email" autoComplete="email" inputMode="email" required {...email} />
      <PasswordField label={t('auth.signIn.password')} autoComplete="current-password" required {...password} />
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
