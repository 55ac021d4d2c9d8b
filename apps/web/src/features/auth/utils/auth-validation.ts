import { emailSchema, isValidPhone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from '@skins/shared';
import type { UserType } from '@skins/shared';
import type { FieldError, FieldErrors } from '../../../lib/form-errors.ts';

/** The §5 checks of the sign-in and sign-up forms; the api runs the same shared rules. */

export function emailError(email: string): FieldError | undefined {
  if (!email.trim()) return { key: 'validation.emailRequired' };
  return emailSchema.safeParse(email).success ? undefined : { key: 'validation.invalidEmail' };
}

export function phoneError(phone: string): FieldError | undefined {
  if (!phone.trim()) return { key: 'validation.phoneRequired' };
  return isValidPhone(phone) ? undefined : { key: 'validation.invalidPhone' };
}

/** A new password: length first, then the letter-and-digit rule (passwordProblems of the shared package). */
export function newPasswordError(password: string): FieldError | undefined {
  if (!password) return { key: 'validation.passwordRequired' };
  const problems = passwordProblems(password);
  if (password.length < PASSWORD_MIN_LENGTH) return { key: 'validation.passwordMinLength', params: { min: PASSWORD_MIN_LENGTH } };
  if (password.length > PASSWORD_MAX_LENGTH) return { key: 'validation.passwordMaxLength', params: { max: PASSWORD_MAX_LENGTH } };
  return problems.length > 0 ? { key: 'validation.passwordStrength' } : undefined;
}

export function confirmationError(password: string, confirmation: string): FieldError | undefined {
  if (!confirmation) return { key: 'validation.passwordConfirmRequired' };
  return confirmation === password ? undefined : { key: 'validation.passwordsDoNotMatch' };
}

/** Drops the fields without a problem, so an empty object means a valid form. */
export function compact<F extends string>(errors: Record<F, FieldError | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined)) as FieldErrors<F>;
}

export type SignInValues = {
  email: string;
  password: string;
};

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues & string> {
  return compact({
    email: emailError(values.email),
    password: values.password ? undefined : { key: 'validation.passwordRequired' },
  });
}

export type SignUpValues = {
  name: string;
  surname: string;
  email: string;
  phone: string;
  password: string;
  passConfirm: string;
  /** '' while none is chosen: the type is then asked after the first sign-in (spec §4). */
  userType: UserType | '';
  acceptTerms: boolean;
};

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues & string> {
  return compact({
    name: values.name.trim() ? undefined : { key: 'validation.firstNameRequired' },
    surname: values.surname.trim() ? undefined : { key: 'validation.lastNameRequired' },
    email: emailError(values.email),
    phone: phoneError(values.phone),
    password: newPasswordError(values.password),
    passConfirm: confirmationError(values.password, values.passConfirm),
    userType: undefined,
    acceptTerms: values.acceptTerms ? undefined : { key: 'validation.acceptTermsPrivacy' },
  });
}

export type EmailValues = {
  email: string;
};

export function validateEmail(values: EmailValues): FieldErrors<'email'> {
  return compact({ email: emailError(values.email) });
}

export type NewPasswordValues = {
  password: string;
  confirmation: string;
};

export function validateNewPassword(values: NewPasswordValues): FieldErrors<'password' | 'confirmation'> {
  return compact({ password: newPasswordError(values.password), confirmation: confirmationError(values.password, values.confirmation) });
}
