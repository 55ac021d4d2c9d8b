import { useEffect, useRef } from 'react';

/** Spec §9: the card fields are checked 300 ms after typing stops. */
export const CARD_CHECK_DELAY_MS = 300;

/**
 * Runs `check(field)` once typing in that field has stopped for 300 ms (a new keystroke starts the wait
 * again), so a message does not flicker while the seller types. Pending checks end with the component.
 */
export function useDebouncedCheck<F extends string>(check: (field: F) => void) {
  const timers = useRef(new Map<F, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  return {
    /** Typing in `field`: check it once typing stops. */
    schedule(field: F) {
      clearTimeout(timers.current.get(field));
      timers.current.set(
        field,
        setTimeout(() => {
          timers.current.delete(field);
          check(field);
        }, CARD_CHECK_DELAY_MS),
      );
    },
    /** The submit checks every field itself: pending checks would only repeat it. */
    cancelAll() {
      timers.current.forEach((timer) => clearTimeout(timer));
      timers.current.clear();
    },
    /** Leaving `field`: check it now. */
    now(field: F) {
      clearTimeout(timers.current.get(field));
      timers.current.delete(field);
      check(field);
    },
  };
}
