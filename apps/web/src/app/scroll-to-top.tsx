import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollTarget } from './scroll-target.ts';

/** How long a restored position waits for the page to grow tall enough (the list renders after its data). */
const RESTORE_WAIT_MS = 2000;

/** The window's position per history entry, kept while the tab lives (entry keys survive Back and Forward). */
const positions = new Map<string, number>();

/** Spec §2 scrolling on navigation, plus Back and Forward returning to where each entry was left (scroll-target.ts). */
export function ScrollToTop() {
  const location = useLocation();
  const type = useNavigationType();
  const previous = useRef(location);

  useEffect(() => {
    // The browser's own restoration would jump before the list has rendered, and then fight ours.
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // A layout effect: the listener moves to the new entry before the browser clamps the scroll to the new
  // (shorter) page, so that clamp is not taken for where the old entry was left.
  useLayoutEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useEffect(() => {
    const top = scrollTarget(type, previous.current, location, positions);
    previous.current = location;
    if (top === null) return;
    window.scrollTo({ top, left: 0, behavior: 'instant' });
    if (top === 0) return;
    // Restoring: hold the position each frame for the whole wait, not only until it is first reached: the page
    // grows as products arrive, and parts above the list (counts, images, the phone's header) may still
    // settle after it, moving the content under a position reached too early.
    const until = performance.now() + RESTORE_WAIT_MS;
    let frame = 0;
    const retry = () => {
      if (performance.now() > until) return;
      if (Math.abs(window.scrollY - top) >= 2) window.scrollTo({ top, left: 0, behavior: 'instant' });
      frame = requestAnimationFrame(retry);
    };
    frame = requestAnimationFrame(retry);
    const stop = () => cancelAnimationFrame(frame);
    // A visitor who scrolls or types meanwhile has taken over.
    window.addEventListener('wheel', stop, { once: true, passive: true });
    window.addEventListener('touchstart', stop, { once: true, passive: true });
    window.addEventListener('keydown', stop, { once: true });
    window.addEventListener('pointerdown', stop, { once: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
      window.removeEventListener('pointerdown', stop);
    };
  }, [location, type]);

  return null;
}
