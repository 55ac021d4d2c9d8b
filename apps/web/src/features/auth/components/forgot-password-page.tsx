import { emailBodySchema } from '@skins/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { requestPasswordReset } from '../api/email-links.ts';
import { EmailField } from './email-field.tsx';
import { AuthCard } from './auth-card.tsx';
import { AUTH_PATHS } from '../utils/auth-paths.ts';

/** /forgot-password: e-mails a reset link (the answer is the same for unknown addresses). */
export function ForgotPasswordPage() {
  const t = useT();
  const form = useSchemaForm(emailBodySchema, { email: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: requestPasswordReset });
  const sentTo = mutation.isSuccess ? mutation.variables : null;

  const onSubmit = form.handleSubmit(({ email }) => {
    setFailure(null);
    mutation.mutate(email, { onError: (error) => setFailure(isApiError(error) && error.message ? error.message : t('errors.resetPassword')) });
  });

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
        <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
          <EmailField control={form.control} label={t('auth.forgot.email')} />
          <button type="submit" className="button button--primary button--large auth-form__submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('common.processing') : t('auth.forgot.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
