import { useMemo } from 'react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from '../utils/sanitize-html.ts';

export interface StaticPageBodyProps {
  html: string;
}

/** The page's HTML after the allow-list sanitizer; links to our own pages navigate inside the app. */
export function StaticPageBody({ html }: StaticPageBodyProps) {
  const navigate = useNavigate();
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || link?.target === '_blank') return;
    event.preventDefault();
    void navigate(href);
  };

  return <div className="static-page__body" onClick={onClick} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
