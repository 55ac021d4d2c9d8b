import { useEffect, useRef, useState } from 'react';

export interface DebouncedInputOptions {
  delayMs: number;
  /** What a text means once committed (trimmed, parsed); compared with `value` to tell echoes apart. */
  normalize?: (text: string) => string;
  /** When false, typing only changes the text; `flush` commits (say, on Enter). */
  live?: boolean;
}

const same = (text: string) => text;

/**
 * The text of an input that commits to an outside value (the URL) a moment after typing stops. The
 * outside value flows back into the input only when it changed for another reason (back button, 'Clear
 * all'), never as the echo of what is being typed, so the caret and the focus stay put.
 */
export function useDebouncedInput(value: string, commit: (normalized: string) => void, options: DebouncedInputOptions) {
  const { delayMs, normalize = same, live = true } = options;
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [committed, setCommitted] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (value !== seen) {
    setSeen(value);
    if (value !== committed) {
      setText(value);
      setCommitted(value);
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = (next: string = text) => {
    clearTimeout(timer.current);
    const normalized = normalize(next);
    setCommitted(normalized);
    commit(normalized);
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    if (live) timer.current = setTimeout(() => flush(next), delayMs);
  };

  return { text, change, flush };
}
