import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import './disclosure.css';

export interface DisclosureProps {
  title: string;
  /** A short note beside the title, such as how many values are chosen. */
  note?: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A titled section that collapses and expands; the title is a button with the expanded state. */
export function Disclosure({ title, note, defaultOpen = true, children }: DisclosureProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className="disclosure" data-open={open || undefined}>
      <h3 className="disclosure__heading">
        <button type="button" className="disclosure__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span className="disclosure__title">{title}</span>
          {note ? <span className="disclosure__note">{note}</span> : null}
          <svg className="disclosure__chevron" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </h3>
      <div id={id} className="disclosure__content" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
