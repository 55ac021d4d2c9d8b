import { loginBodySchema, signUpFormSchema } from '@skins/shared';
import type { SignUpFormInput } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
// Sets the shared schemas' messages to the web's dictionary texts (English here), as the app does.
import '../../../lib/i18n/index.ts';

/** The first message of each field, as the form shows it. */
function firstErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const valid: SignUpFormInput = {
  name: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  phone: '+371 2000 0000',
  password: 'Secret123',
  passConfirm: 'Secret123',
  accept_terms: true,
};

describe('the sign-up form schema (spec §5)', () => {
  it('accepts a complete form; the account type may stay unchosen', () => {
    expect(firstErrors(signUpFormSchema, valid)).toEqual({});
  });

  it('requires every field and the terms', () => {
    expect(firstErrors(signUpFormSchema, { name: ' ', surname: '', email: '', phone: '', password: '', passConfirm: '', accept_terms: false })).toEqual({
      name: 'First name is required',
      surname: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
      passConfirm: 'Please confirm your password',
      accept_terms: 'Please accept the terms and privacy policy',
    });
  });

  it('checks the e-mail, phone, password rules and the confirmation', () => {
    expect(firstErrors(signUpFormSchema, { ...valid, email: 'ada@', phone: '12-ab', password: 'secret123', passConfirm: 'Secret123' })).toEqual({
      email: 'Invalid email format',
      phone: 'Invalid phone format (e.g. +1234567890)',
      password: 'Password must contain at least one lowercase letter, one uppercase letter and one digit',
      passConfirm: 'Passwords do not match',
    });
    expect(firstErrors(signUpFormSchema, { ...valid, password: 'Ab1', passConfirm: 'Ab1' }).password).toBe('Password must be at least 8 characters');
  });
});

describe('the sign-in schema', () => {
  it('requires the e-mail and password and rejects a malformed e-mail', () => {
    expect(firstErrors(loginBodySchema, { username: '', password: '' })).toEqual({ username: 'Email is required', password: 'Password is required' });
    expect(firstErrors(loginBodySchema, { username: 'not-an-email', password: 'x' })).toEqual({ username: 'Invalid email format' });
  });
});
