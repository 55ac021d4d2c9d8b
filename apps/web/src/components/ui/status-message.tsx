import type { ReactNode } from 'react';
import { AlertIcon } from '../icons/alert-icon.tsx';
import { SearchIcon } from '../icons/search-icon.tsx';
import './status-message.css';

export interface StatusMessageProps {
  tone: 'error' | 'empty';
  title: string;
  text?: string;
  action?: ReactNode;
}

/** A centred message in place of content: an error, or nothing to show. */
export function StatusMessage({ tone, title, text, action }: StatusMessageProps) {
  return (
    <div className={`status-message status-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="status-message__mark" aria-hidden="true">
        {tone === 'error' ? <AlertIcon size={26} /> : <SearchIcon size={26} />}
      </span>
      <h2 className="status-message__title">{title}</h2>
      {text ? <p className="status-message__text">{text}</p> : null}
      {action ? <div className="status-message__action">{action}</div> : null}
    </div>
  );
}
