import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { shouldScrollToTop } from './should-scroll-to-top.ts';

export function ScrollToTop() {
  const location = useLocation();
  const previous = useRef(location);

  useEffect(() => {
    if (shouldScrollToTop(previous.current, location)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    previous.current = location;
  }, [location]);

  return null;
}
