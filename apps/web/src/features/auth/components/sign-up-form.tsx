import { signUpFormSchema, USER_TYPES } from '@skins/shared';
import type { SignUpFormInput, UserType } from '@skins/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { PhoneField } from '../../countries/index.ts';
import { applyServerErrors } from '../../../lib/forms/server-errors.ts';
import { useCheckboxField } from '../../../lib/forms/use-checkbox-field.ts';
import { useFormField } from '../../../lib/forms/use-form-field.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { phoneFields, withPhoneNumberCheck } from '../../../lib/phone/phone-form.ts';
import { register } from '../api/register.ts';
import { verificationLocation } from '../utils/verification-location.ts';
import { AccountTypeField } from './account-type-field.tsx';

export interface SignUpFormProps {
  termsHref: string;
  privacyHref: string;
  redirect: string | null;
}

/** No account type chosen yet: it is then asked after the first sign-in (spec §4). */
const INITIAL: SignUpFormInput = { name: '', surname: '', email: '', phone: '', password: '', passConfirm: '', accept_terms: false };

const SCHEMA = withPhoneNumberCheck(signUpFormSchema);

const isUserType = (value: string): value is UserType => (USER_TYPES as readonly string[]).includes(value);

/** The api's field names are the form's; its split phone fields are shown on the phone. */
const SERVER_FIELDS = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  phone: 'phone',
  phone_national_number: 'phone',
  phone_country_code: 'phone',
  password: 'password',
  passConfirm: 'passConfirm',
  user_type: 'user_type',
  accept_terms: 'accept_terms',
} as const;

/** Spec §5 sign-up: every field required but the account type, checked by `signUpFormSchema` when a field is left. */
export function SignUpForm({ termsHref, privacyHref, redirect }: SignUpFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const form = useSchemaForm(SCHEMA, INITIAL);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: register });
  const field = {
    name: useFormField(form.control, 'name'),
    surname: useFormField(form.control, 'surname'),
    email: useFormField(form.control, 'email'),
    phone: useFormField(form.control, 'phone'),
    password: useFormField(form.control, 'password'),
    passConfirm: useFormField(form.control, 'passConfirm'),
  };
  // Registered after the text fields: an invalid submit focuses the first invalid field in this order.
  const userType = useFormField(form.control, 'user_type');
  const terms = useCheckboxField(form.control, 'accept_terms');

  const onSubmit = form.handleSubmit((body) => {
    setFailure(null);
    mutation.mutate({ ...body, ...phoneFields(body.phone) }, {
      onSuccess: () => void navigate(verificationLocation(redirect), { state: { email: body.email } }),
      onError: (error) => setFailure(applyServerErrors(form.setError, error, SERVER_FIELDS, t('errors.registrationFailed')).message),
    });
  });

  const policyLink = (href: string, label: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <div className="auth-form__row">
        <TextField label={t('auth.signUp.firstName')} autoComplete="given-name" required {...field.name} />
        <TextField label={t('auth.signUp.lastName')} autoComplete="family-name" required {...field.surname} />
      </div>
      <TextField label={t('auth.signUp.email')} type="email" inputMode="email" autoComplete="email" required {...field.email} />
      <PhoneField label={t('auth.signUp.phone')} required {...field.phone} />
      <div className="auth-form__row">
        <PasswordField label={t('auth.signUp.password')} autoComplete="new-password" hint={t('auth.signUp.passwordHint')} required {...field.password} />
        <PasswordField label={t('auth.signUp.passwordConfirm')} autoComplete="new-password" required {...field.passConfirm} />
      </div>
      <AccountTypeField
        name="user_type"
        legend={t('auth.signUp.accountType')}
        hint={t('auth.signUp.accountTypeHint')}
        value={isUserType(userType.value) ? userType.value : ''}
        onChange={userType.onChange}
      />
      <CheckboxField
        {...terms}
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
