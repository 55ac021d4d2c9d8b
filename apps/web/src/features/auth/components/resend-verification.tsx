import { emailBodySchema } from '@skins/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { resendVerification } from '../api/email-links.ts';
import { EmailField } from './email-field.tsx';

export interface ResendVerificationProps {
  /** The address to send to when it is known; otherwise the visitor types it. */
  email: string | null;
}

/** 'Resend verification email' (POST /resendConfirmationLink). */
export function ResendVerification({ email }: ResendVerificationProps) {
  const t = useT();
  const form = useSchemaForm(emailBodySchema, { email: email ?? '' });
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: resendVerification });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values.email, { onError: (error) => setFailure(isApiError(error) && error.message ? error.message : t('errors.resendVerification')) });
  });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      {mutation.isSuccess ? <FormAlert tone="success">{t('auth.verify.resent')}</FormAlert> : null}
      {email ? null : <EmailField control={form.control} label={t('auth.verify.email')} />}
      <button type="submit" className="button button--ghost auth-form__submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.processing') : t('auth.verify.resend')}
      </button>
    </form>
  );
}
