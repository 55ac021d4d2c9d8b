import { emailSchema, isValidPhone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from '@skins/shared';
import type { FieldError, FieldErrors } from '../../../lib/form-errors.ts';

/** The §5 field checks the account page's profile forms still use (the auth forms run the shared schemas). */

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
