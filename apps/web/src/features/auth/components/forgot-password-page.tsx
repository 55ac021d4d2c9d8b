import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useForm } from '../../../lib/use-form.ts';
import { requestPasswordReset } from '../api/email-links.ts';
import { validateEmail } from '../utils/auth-validation.ts';
import type { EmailValues } from '../utils/auth-validation.ts';
import { AuthCard } from './auth-card.tsx';
import { AUTH_PATHS } from '../utils/auth-paths.ts';

/** /forgot-password: e-mails a reset link (the answer is the same for unknown addresses). */
export function ForgotPasswordPage() {
  const t = useT();
  const form = useForm<EmailValues>({ email: '' }, validateEmail);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: requestPasswordReset });
  const sentTo = mutation.isSuccess ? mutation.variables : null;

  const onValid = ({ email }: EmailValues) => {
    setFailure(null);
    mutation.mutate(email.trim(), { onError: (error) => setFailure(isApiError(error) && error.message ? error.message : t('errors.resetPassword')) });
  };

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={sentTo ? undefined : t('auth.forgot.text')}
      footer={
        <Link to={AUTH_PATHS.signIn} className="auth-link">
          {t('auth.forgot.backToSignIn')}
        </Link>
      }
    >
      {sentTo ? (
        <FormAlert tone="success">{t('auth.forgot.sent', { email: sentTo })}</FormAlert>
      ) : (
        <form className="auth-form" noValidate onSubmit={form.submit(onValid)}>
          {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
          <TextField
            label={t('auth.forgot.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={form.values.email}
            onChange={(value) => form.setValue('email', value)}
            onBlur={() => form.blur('email')}
            error={fieldErrorText(t, form.errorOf('email'))}
          />
          <button type="submit" className="button button--primary button--large auth-form__submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('common.processing') : t('auth.forgot.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
