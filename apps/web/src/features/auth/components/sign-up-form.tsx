import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { fieldErrorText, serverFormErrors } from '../../../lib/form-errors.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { useForm } from '../../../lib/use-form.ts';
import { register } from '../api/register.ts';
import { validateSignUp } from '../utils/auth-validation.ts';
import type { SignUpValues } from '../utils/auth-validation.ts';
import { verificationLocation } from '../utils/verification-location.ts';
import { AccountTypeField } from './account-type-field.tsx';

export interface SignUpFormProps {
  termsHref: string;
  privacyHref: string;
  redirect: string | null;
}

const INITIAL: SignUpValues = { name: '', surname: '', email: '', phone: '', password: '', passConfirm: '', userType: '', acceptTerms: false };

/** The api's field names mapped onto the form's. */
const SERVER_FIELDS = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  phone: 'phone',
  phone_national_number: 'phone',
  password: 'password',
  passConfirm: 'passConfirm',
  user_type: 'userType',
  accept_terms: 'acceptTerms',
} as const;

/** Spec §5 sign-up: every field required but the account type, checked when a field is left. */
export function SignUpForm({ termsHref, privacyHref, redirect }: SignUpFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const form = useForm(INITIAL, validateSignUp);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: register });

  const onValid = (values: SignUpValues) => {
    setFailure(null);
    mutation.mutate(
      { ...values, userType: values.userType || undefined },
      {
        onSuccess: () => void navigate(verificationLocation(redirect), { state: { email: values.email.trim() } }),
        onError: (error) => {
          const { fields, message } = serverFormErrors(error, SERVER_FIELDS, t('errors.registrationFailed'));
          form.setServerErrors(fields);
          setFailure(message);
        },
      },
    );
  };

  const text = (name: keyof SignUpValues & string) => ({
    name,
    value: String(form.values[name]),
    onChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.blur(name),
    error: fieldErrorText(t, form.errorOf(name)),
    required: true,
  });
  const policyLink = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );

  return (
    <form className="auth-form" noValidate onSubmit={form.submit(onValid)}>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <div className="auth-form__row">
        <TextField label={t('auth.signUp.firstName')} autoComplete="given-name" {...text('name')} />
        <TextField label={t('auth.signUp.lastName')} autoComplete="family-name" {...text('surname')} />
      </div>
      <TextField label={t('auth.signUp.email')} type="email" inputMode="email" autoComplete="email" {...text('email')} />
      <TextField label={t('auth.signUp.phone')} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('checkout.phonePlaceholder')} maxLength={25} {...text('phone')} />
      <div className="auth-form__row">
        <PasswordField label={t('auth.signUp.password')} autoComplete="new-password" hint={t('auth.signUp.passwordHint')} {...text('password')} />
        <PasswordField label={t('auth.signUp.passwordConfirm')} autoComplete="new-password" {...text('passConfirm')} />
      </div>
      <AccountTypeField
        name="userType"
        legend={t('auth.signUp.accountType')}
        hint={t('auth.signUp.accountTypeHint')}
        value={form.values.userType}
        onChange={(value) => form.setValue('userType', value)}
      />
      <CheckboxField
        name="acceptTerms"
        checked={form.values.acceptTerms}
        onChange={(checked) => {
          form.setValue('acceptTerms', checked);
          form.blur('acceptTerms');
        }}
        onBlur={() => form.blur('acceptTerms')}
        error={fieldErrorText(t, form.errorOf('acceptTerms'))}
        label={
          <RichText
            text={t('auth.signUp.acceptTerms')}
            slots={{ terms: policyLink(termsHref, t('common.termsAndConditions')), privacy: policyLink(privacyHref, t('common.privacyPolicy')) }}
          />
        }
      />
      <button type="submit" className="button button--primary button--large auth-form__submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.processing') : t('auth.signUp.submit')}
      </button>
    </form>
  );
}
