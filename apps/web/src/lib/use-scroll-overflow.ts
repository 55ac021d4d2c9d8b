import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export interface ScrollOverflow {
  /** Content lies hidden before the visible part (scrolled away to the left). */
  before: boolean;
  /** Content lies hidden after the visible part (to the right). */
  after: boolean;
}

const NONE: ScrollOverflow = { before: false, after: false };

/** Which sides of a horizontally scrolling element hide content, kept up to date as it scrolls or resizes. */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>): ScrollOverflow {
  const [overflow, setOverflow] = useState<ScrollOverflow>(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // A pixel of slack: fractional widths leave scrollLeft a hair short of its end.
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setOverflow((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return overflow;
}
