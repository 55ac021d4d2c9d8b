/** Spec §9: the session-expired flag is reset after 3000 ms. */
export const SESSION_EXPIRED_RESET_MS = 3000;

export interface OnceFlag {
  /** Sets the flag; true only for the call that set it (the one that should act). */
  raise: () => boolean;
  isRaised: () => boolean;
  /** Lowers it at once (tests). */
  lower: () => void;
}

/** A flag that lowers itself `resetMs` after it was raised: a burst of 401s logs out once. */
export function createOnceFlag(resetMs: number): OnceFlag {
  let raised = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lower = () => {
    clearTimeout(timer);
    raised = false;
  };
  return {
    raise() {
      if (raised) return false;
      raised = true;
      timer = setTimeout(lower, resetMs);
      return true;
    },
    isRaised: () => raised,
    lower,
  };
}

/** Spec §4 Session: raised when a 401 ends the session. */
export const sessionExpired = createOnceFlag(SESSION_EXPIRED_RESET_MS);

/**
 * Raised when the user logs out on a login-required page: the page they leave must not greet the visitor
 * they became with 'Please log in to access this page'.
 */
export const signedOutOnPurpose = createOnceFlag(SESSION_EXPIRED_RESET_MS);
