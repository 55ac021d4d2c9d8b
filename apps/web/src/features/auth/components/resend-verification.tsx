import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { fieldErrorText } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useForm } from '../../../lib/use-form.ts';
import { resendVerification } from '../api/email-links.ts';
import { validateEmail } from '../utils/auth-validation.ts';
import type { EmailValues } from '../utils/auth-validation.ts';

export interface ResendVerificationProps {
  /** The address to send to when it is known; otherwise the visitor types it. */
  email: string | null;
}

/** 'Resend verification email' (POST /resendConfirmationLink). */
export function ResendVerification({ email }: ResendVerificationProps) {
  const t = useT();
  const form = useForm<EmailValues>({ email: email ?? '' }, validateEmail);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: resendVerification });

  const onValid = (values: EmailValues) => {
    setFailure(null);
    mutation.mutate(values.email, { onError: (error) => setFailure(isApiError(error) && error.message ? error.message : t('errors.resendVerification')) });
  };

  return (
    <form className="auth-form" noValidate onSubmit={form.submit(onValid)}>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      {mutation.isSuccess ? <FormAlert tone="success">{t('auth.verify.resent')}</FormAlert> : null}
      {email ? null : (
        <TextField
          label={t('auth.verify.email')}
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
      )}
      <button type="submit" className="button button--ghost auth-form__submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.processing') : t('auth.verify.resend')}
      </button>
    </form>
  );
}
