import { z } from 'zod';
import { text } from './text.ts';
import { isValidNationalNumber, isValidPhone, isValidPhoneCountryCode, PHONE_MESSAGE } from './phone.ts';

/**
 * Identity: the wire contract of spec §7 for sign-up, sign-in, sign-out and passwords, the §5 password rules
 * (one pure helper, used by the api and by the web form) and the names the web app must know (cookies,
 * headers, the redirect codes of the Steam sign-in and of the e-mail verification link).
 */

export const USER_TYPES = ['buyer', 'seller'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const userTypeSchema = z.enum(USER_TYPES, { error: 'The user type must be buyer or seller.' });

/** The readable cookie `GET /sanctum/csrf-cookie` sets, and the header every cookie-authenticated write echoes it in. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const AUTH_MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  unverified: 'Your email address is not verified.',
  badCredentials: 'These credentials do not match our records.',
  csrfMismatch: 'CSRF token mismatch.',
  registrationDisabled: 'Registration is currently disabled.',
  registered: 'Registration successful. Please check your e-mail and open the verification link we sent you.',
  verifyEmail: 'Your email address is not verified. Please open the verification link we sent you, or request a new one.',
  loggedIn: 'Logged in.',
  loggedOut: 'Logged out.',
  verificationSent: 'If this e-mail address is registered and not yet verified, we have sent a new verification link.',
  resetLinkSent: 'If an account exists for this e-mail address, we have sent a password reset link.',
  passwordReset: 'Your password has been reset. You can sign in now.',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  passwordChanged: 'Password updated successfully',
  wrongCurrentPassword: 'The current password is incorrect.',
  passwordsDoNotMatch: 'Passwords do not match',
  acceptTerms: 'Please accept the terms and privacy policy',
  tooManyAttempts: 'Too many attempts. Please try again later.',
} as const;

/** Spec §5: at least one lowercase letter, one uppercase letter and one digit (any script), 8 to 256 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** Every rule the password breaks, as messages for the form; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(`The password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`);
  if (!/\p{Ll}/u.test(password) || !/\p{Lu}/u.test(password) || !/\p{Nd}/u.test(password)) {
    problems.push('The password must contain at least one lowercase letter, one uppercase letter and one digit.');
  }
  return problems;
}

const requiredError = (label: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? `The ${label} field is required.` : `The ${label} must be text.`) });
/** Passwords are hashed, never stored or shown, so they may hold any character a person chose. */
const requiredString = (label: string) => z.string(requiredError(label));
const requiredText = (label: string) => text(requiredError(label));

/** A new password: its confirmation is checked by the object that holds both. */
export const newPasswordSchema = requiredString('password').superRefine((password, ctx) => {
  for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
});

export const emailSchema = requiredText('email')
  .trim()
  .toLowerCase()
  .min(1, 'The email field is required.')
  .max(254, 'The email may not be longer than 254 characters.')
  .pipe(z.email({ error: 'Invalid email format' }));

/** An optional text field that, when not empty, must pass `valid`; empty becomes undefined. */
const optionalChecked = (max: number, valid: (value: string) => boolean, message: string) =>
  text()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || valid(value), message);

/**
 * "Passwords do not match" on the confirmation field. It is checked even when other fields are invalid
 * (`when`), so a form shows every problem at once, not this one only after the others are fixed.
 */
type SameAs<K extends string> = [
  check: (body: Record<K, string>) => boolean,
  options: { path: PropertyKey[]; message: string; when: (payload: { value: unknown }) => boolean },
];

function sameAs<K extends string, C extends string>(field: K, confirmation: C): SameAs<K | C> {
  return [
    (body: Record<K | C, string>) => body[field] === body[confirmation],
    {
      path: [confirmation],
      message: AUTH_MESSAGES.passwordsDoNotMatch,
      when: ({ value }: { value: unknown }) => {
        const body = value as Partial<Record<string, unknown>> | undefined;
        return typeof body?.[field] === 'string' && typeof body[confirmation] === 'string';
      },
    },
  ];
}

const ACCEPTED = new Set<unknown>([true, 1, 'true', '1', 'on', 'yes']);

export const registerBodySchema = z
  .object({
    name: requiredText('name').trim().min(1, 'The name field is required.').max(100, 'The name may not be longer than 100 characters.'),
    surname: requiredText('surname').trim().min(1, 'The surname field is required.').max(100, 'The surname may not be longer than 100 characters.'),
    email: emailSchema,
    password: newPasswordSchema,
    passConfirm: requiredString('password confirmation'),
    user_type: userTypeSchema.optional(),
    accept_terms: z.unknown().refine((value) => ACCEPTED.has(value), AUTH_MESSAGES.acceptTerms),
    phone: optionalChecked(32, isValidPhone, PHONE_MESSAGE),
    phone_country_code: optionalChecked(8, isValidPhoneCountryCode, 'The phone country code is invalid.'),
    phone_national_number: optionalChecked(32, isValidNationalNumber, 'The phone national number must have 2 to 17 digits.'),
  })
  .refine(...sameAs('password', 'passConfirm'));
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Sign-in sends the e-mail as `username` (spec §7). */
export const loginBodySchema = z.object({
  username: emailSchema,
  password: requiredString('password').min(1, 'The password field is required.').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;


export const resetPasswordBodySchema = z
  .object({
    token: requiredText('token').min(1, 'The token field is required.').max(200),
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: requiredString('password confirmation'),
  })
  .refine(...sameAs('password', 'password_confirmation'));
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `current_password` may be left out only by an account that has no password yet (Steam sign-in). */
export const changePasswordBodySchema = z
  .object({
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    password: newPasswordSchema,
    password_confirmation: requiredString('password confirmation'),
  })
  .refine(...sameAs('password', 'password_confirmation'));
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const updateUserTypeBodySchema = z.object({ user_type: userTypeSchema });

/** Login and register answer OK (signed in), VERIFY (the e-mail must be verified first) or an error envelope. */
export const authResultResponseSchema = z.object({ status: z.enum(['OK', 'VERIFY']), message: z.string() });
export type AuthResultResponse = z.infer<typeof authResultResponseSchema>;

export const messageResponseSchema = z.object({ status: z.literal('OK'), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/is-auth: never 401, so the web app can ask before it knows. */
export const isAuthResponseSchema = z.object({
  status: z.literal('OK'),
  authenticated: z.boolean(),
  emailVerified: z.boolean(),
});
export type IsAuthResponse = z.infer<typeof isAuthResponseSchema>;

/** The e-mail verification link lands on `${web}/email-verification?status=...`. */
export const EMAIL_VERIFICATION_PAGE = '/email-verification';
export const EMAIL_VERIFICATION_STATUSES = ['success', 'already-verified', 'invalid'] as const;
export type EmailVerificationStatus = (typeof EMAIL_VERIFICATION_STATUSES)[number];

/** The password reset e-mail links to `${web}/reset-password?token=...&email=...`. */
export const RESET_PASSWORD_PAGE = '/reset-password';

/** A failed Steam sign-in lands on `${web}/?auth_error=<code>`. */
export const STEAM_AUTH_ERRORS = {
  cancelled: 'Steam sign-in was cancelled.',
  expired: 'The sign-in took too long or was already used. Please try again.',
  invalid: 'Steam did not confirm the sign-in. Please try again.',
  unavailable: 'Steam is not reachable right now. Please try again later.',
} as const;
export type SteamAuthError = keyof typeof STEAM_AUTH_ERRORS;
