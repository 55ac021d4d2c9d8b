import { z } from 'zod';
import { text } from './text.ts';
import { issueText } from './i18n/issue-text.ts';
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

/** Each rule a password may break: the api's words and the form's dictionary text. */
const PASSWORD_RULES = {
  min: { apiText: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`, error: issueText('validation.passwordMinLength', `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`, { min: PASSWORD_MIN_LENGTH }) },
  max: { apiText: `The password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`, error: issueText('validation.passwordMaxLength', `The password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`, { max: PASSWORD_MAX_LENGTH }) },
  strength: {
    apiText: 'The password must contain at least one lowercase letter, one uppercase letter and one digit.',
    error: issueText('validation.passwordStrength', 'The password must contain at least one lowercase letter, one uppercase letter and one digit.'),
  },
} as const;
type PasswordRule = keyof typeof PASSWORD_RULES;

function passwordRulesBroken(password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) broken.push('min');
  if (password.length > PASSWORD_MAX_LENGTH) broken.push('max');
  if (!/\p{Ll}/u.test(password) || !/\p{Lu}/u.test(password) || !/\p{Nd}/u.test(password)) broken.push('strength');
  return broken;
}

/** Every rule the password breaks, as the api words them; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  return passwordRulesBroken(password).map((rule) => PASSWORD_RULES[rule].apiText);
}

const requiredError = (label: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? `The ${label} field is required.` : `The ${label} must be text.`) });
/** Passwords are hashed, never stored or shown, so they may hold any character a person chose. */
const requiredString = (label: string) => z.string(requiredError(label));
const requiredText = (label: string) => text(requiredError(label));

/** A new password: its confirmation is checked by the object that holds both. An empty one is 'required' on the form. */
export const newPasswordSchema = requiredString('password').superRefine((password, ctx) => {
  for (const rule of passwordRulesBroken(password)) {
    const error = password === '' && rule === 'min' ? issueText('validation.passwordRequired', PASSWORD_RULES.min.apiText) : PASSWORD_RULES[rule].error;
    ctx.addIssue({ code: 'custom', message: error() });
  }
});

export const emailSchema = requiredText('email')
  .trim()
  .toLowerCase()
  .min(1, { error: issueText('validation.emailRequired', 'The email field is required.') })
  .max(254, { error: issueText('validation.maxLength', 'The email may not be longer than 254 characters.', { max: 254 }) })
  .pipe(z.email({ error: issueText('validation.invalidEmail', 'Invalid email format') }));

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
  options: { path: PropertyKey[]; error: (issue: { input?: unknown }) => string; when: (payload: { value: unknown }) => boolean },
];

function sameAs<K extends string, C extends string>(field: K, confirmation: C): SameAs<K | C> {
  return [
    (body: Record<K | C, string>) => body[field] === body[confirmation],
    {
      path: [confirmation],
      // The api says 'Passwords do not match' either way; the form asks for a confirmation not yet typed.
      error: (issue) => {
        const body = issue.input as Partial<Record<string, unknown>> | undefined;
        const key = body?.[confirmation] === '' ? 'validation.passwordConfirmRequired' : 'validation.passwordsDoNotMatch';
        return issueText(key, AUTH_MESSAGES.passwordsDoNotMatch)();
      },
      when: ({ value }: { value: unknown }) => {
        const body = value as Partial<Record<string, unknown>> | undefined;
        return typeof body?.[field] === 'string' && typeof body[confirmation] === 'string';
      },
    },
  ];
}

const ACCEPTED = new Set<unknown>([true, 1, 'true', '1', 'on', 'yes']);

const requiredName = (label: string, key: 'validation.firstNameRequired' | 'validation.lastNameRequired') =>
  requiredText(label)
    .trim()
    .min(1, { error: issueText(key, `The ${label} field is required.`) })
    .max(100, { error: issueText('validation.maxLength', `The ${label} may not be longer than 100 characters.`, { max: 100 }) });

const registerFields = z.object({
  name: requiredName('name', 'validation.firstNameRequired'),
  surname: requiredName('surname', 'validation.lastNameRequired'),
  email: emailSchema,
  password: newPasswordSchema,
  passConfirm: requiredString('password confirmation'),
  user_type: userTypeSchema.optional(),
  accept_terms: z.unknown().refine((value) => ACCEPTED.has(value), { error: issueText('validation.acceptTermsPrivacy', AUTH_MESSAGES.acceptTerms) }),
  phone: optionalChecked(32, isValidPhone, PHONE_MESSAGE),
  phone_country_code: optionalChecked(8, isValidPhoneCountryCode, 'The phone country code is invalid.'),
  phone_national_number: optionalChecked(32, isValidNationalNumber, 'The phone national number must have 2 to 17 digits.'),
});

export const registerBodySchema = registerFields.refine(...sameAs('password', 'passConfirm'));
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterInput = z.input<typeof registerBodySchema>;

/** The confirmation field of a form, which asks for it before comparing. */
const confirmationField = z.string().min(1, { error: issueText('validation.passwordConfirmRequired') });

/** The sign-up form (spec §5): the register body, where the web also requires a valid phone. */
export const signUpFormSchema = registerFields
  .extend({
    passConfirm: confirmationField,
    phone: z
      .string()
      .trim()
      .min(1, { error: issueText('validation.phoneRequired') })
      .refine(isValidPhone, { error: issueText('validation.invalidPhone', PHONE_MESSAGE) }),
  })
  .refine(...sameAs('password', 'passConfirm'));
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

/** Sign-in sends the e-mail as `username` (spec §7). */
export const loginBodySchema = z.object({
  username: emailSchema,
  password: requiredString('password')
    .min(1, { error: issueText('validation.passwordRequired', 'The password field is required.') })
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export type LoginInput = z.input<typeof loginBodySchema>;

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.infer<typeof emailBodySchema>;
export type EmailInput = z.input<typeof emailBodySchema>;


export const resetPasswordBodySchema = z
  .object({
    token: requiredText('token').min(1, 'The token field is required.').max(200),
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: requiredString('password confirmation'),
  })
  .refine(...sameAs('password', 'password_confirmation'));
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordBodySchema>;

/** A new password and its confirmation, as the reset and change-password forms ask for them. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, password_confirmation: confirmationField })
  .refine(...sameAs('password', 'password_confirmation'));
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;

/**
 * The account page's password form: the current password is asked only of an account that has one (a
 * Steam-only account sets its first password without it).
 */
export function changePasswordFormSchema(hasPassword: boolean) {
  return z
    .object({
      current_password: hasPassword ? z.string().min(1, { error: issueText('validation.passwordRequired') }) : z.string(),
      password: newPasswordSchema,
      password_confirmation: confirmationField,
    })
    .refine(...sameAs('password', 'password_confirmation'));
}
export type ChangePasswordFormInput = z.input<ReturnType<typeof changePasswordFormSchema>>;

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
/** The query of the e-mail verification link (GET /api/email/verify): a missing token is answered as invalid. */
export const emailLinkQuerySchema = z.object({ token: z.string().optional() });
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
  taken: 'That Steam account belongs to another user of the shop.',
  other: 'Your account is already linked to another Steam account.',
} as const;

/**
 * Where a signed-in user links (proves) their Steam account, returning to `then` (a path of the web app) after:
 * the order page's "confirm your Steam account" button.
 */
export const steamLinkPath = (then: string) => `/auth/steam/redirect?link=1&then=${encodeURIComponent(then)}`;
export type SteamAuthError = keyof typeof STEAM_AUTH_ERRORS;
