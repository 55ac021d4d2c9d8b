import { describe, expect, it } from 'vitest';
import { validateSignIn, validateSignUp } from './auth-validation.ts';
import type { SignUpValues } from './auth-validation.ts';

const valid: SignUpValues = {
  name: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  phone: '+371 2000 0000',
  password: 'Secret123',
  passConfirm: 'Secret123',
  userType: '',
  acceptTerms: true,
};

const keys = (errors: Record<string, unknown>) => Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { key: string }).key]));

describe('validateSignUp (spec §5)', () => {
  it('accepts a complete form; the account type may stay unchosen', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('requires every field and the terms', () => {
    const empty: SignUpValues = { name: ' ', surname: '', email: '', phone: '', password: '', passConfirm: '', userType: '', acceptTerms: false };
    expect(keys(validateSignUp(empty))).toEqual({
      name: 'validation.firstNameRequired',
      surname: 'validation.lastNameRequired',
      email: 'validation.emailRequired',
      phone: 'validation.phoneRequired',
      password: 'validation.passwordRequired',
      passConfirm: 'validation.passwordConfirmRequired',
      acceptTerms: 'validation.acceptTermsPrivacy',
    });
  });

  it('checks the e-mail, phone, password rules and the confirmation', () => {
    expect(keys(validateSignUp({ ...valid, email: 'ada@', phone: '12-ab', password: 'secret123', passConfirm: 'Secret123' }))).toEqual({
      email: 'validation.invalidEmail',
      phone: 'validation.invalidPhone',
      password: 'validation.passwordStrength',
      passConfirm: 'validation.passwordsDoNotMatch',
    });
    expect(validateSignUp({ ...valid, password: 'Ab1', passConfirm: 'Ab1' }).password).toEqual({ key: 'validation.passwordMinLength', params: { min: 8 } });
  });
});

describe('validateSignIn', () => {
  it('requires the e-mail and password and rejects a malformed e-mail', () => {
    expect(keys(validateSignIn({ email: '', password: '' }))).toEqual({ email: 'validation.emailRequired', password: 'validation.passwordRequired' });
    expect(keys(validateSignIn({ email: 'not-an-email', password: 'x' }))).toEqual({ email: 'validation.invalidEmail' });
  });
});
