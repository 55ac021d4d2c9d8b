/** What the api asks the worker to e-mail. The job carries the kind and the user id, never a token or address. */
export const ACCOUNT_EMAIL_KINDS = ['verify-email', 'reset-password', 'registration-attempt', 'confirm-email-change', 'email-change-notice'] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

export interface AccountEmailRequest {
  kind: AccountEmailKind;
  userId: number;
}

/** Puts an account e-mail on the mail queue; services take it as a parameter so tests can pass their own. */
export type EnqueueAccountEmail = (request: AccountEmailRequest) => Promise<void>;
